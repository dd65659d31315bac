"""F.softshrink -> F.mish: synthesised by warpgym synth (seed 7, index 5779, torch#2, dim 0 x879)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.softshrink -> F.mish"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.softshrink(x)
        x = F.mish(x)
        return x


def get_inputs():
    return [torch.randn(14064, 32, 256)]


def get_init_inputs():
    return []
