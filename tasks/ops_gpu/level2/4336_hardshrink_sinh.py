"""F.hardshrink -> torch.sinh: synthesised by warpgym synth (seed 7, index 6812, torch#2, dim 0 x4055)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.hardshrink -> torch.sinh"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.hardshrink(x)
        x = torch.sinh(x)
        return x


def get_inputs():
    return [torch.randn(16220, 32, 32, 32)]


def get_init_inputs():
    return []
