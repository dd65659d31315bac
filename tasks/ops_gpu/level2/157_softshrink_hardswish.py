"""F.softshrink -> F.hardswish: synthesised by warpgym synth (seed 7, index 241, torch#2, dim 0 x3118)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.softshrink -> F.hardswish"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.softshrink(x)
        x = F.hardswish(x)
        return x


def get_inputs():
    return [torch.randn(199552, 1024)]


def get_init_inputs():
    return []
