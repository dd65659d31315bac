"""F.pad -> torch.clamp_max: synthesised by warpgym synth (seed 7, index 6142, torch#2, dim 0 x3265)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.pad -> torch.clamp_max"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.pad(x, pad=[1, 1])
        x = torch.clamp_max(x, 0.5)
        return x


def get_inputs():
    return [torch.randn(52240, 32, 16, 16)]


def get_init_inputs():
    return []
