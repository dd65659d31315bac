"""F.gelu -> F.pixel_shuffle: synthesised by warpgym synth (seed 7, index 5220, torch#2, dim 0 x8717)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.gelu -> F.pixel_shuffle"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.gelu(x)
        x = F.pixel_shuffle(x, 2)
        return x


def get_inputs():
    return [torch.randn(34868, 16, 8, 8, 8)]


def get_init_inputs():
    return []
