"""F.pad -> F.mish: synthesised by warpgym synth (seed 7, index 6449, torch#2, dim 0 x754)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.pad -> F.mish"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.pad(x, pad=[1, 1])
        x = F.mish(x)
        return x


def get_inputs():
    return [torch.randn(6032, 16, 32, 32)]


def get_init_inputs():
    return []
