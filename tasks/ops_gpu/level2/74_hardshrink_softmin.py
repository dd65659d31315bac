"""F.hardshrink -> F.softmin: synthesised by warpgym synth (seed 7, index 105, torch#2, dim 0 x11552)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.hardshrink -> F.softmin"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.hardshrink(x)
        x = F.softmin(x)
        return x


def get_inputs():
    return [torch.randn(23104, 8, 8, 16, 16)]


def get_init_inputs():
    return []
