"""F.hardswish -> torch.clamp_max: synthesised by warpgym synth (seed 7, index 1515, torch#2, dim 0 x872)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.hardswish -> torch.clamp_max"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.hardswish(x)
        x = torch.clamp_max(x, 0.5)
        return x


def get_inputs():
    return [torch.randn(223232, 512)]


def get_init_inputs():
    return []
