"""F.mish -> torch.norm: synthesised by warpgym synth (seed 7, index 3950, torch#2, dim 0 x1684)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.mish -> torch.norm"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.mish(x)
        x = torch.norm(x)
        return x


def get_inputs():
    return [torch.randn(26944, 32, 256)]


def get_init_inputs():
    return []
