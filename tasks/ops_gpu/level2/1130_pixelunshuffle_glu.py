"""F.pixel_unshuffle -> F.glu: synthesised by warpgym synth (seed 7, index 1835, torch#2, dim 0 x2025)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.pixel_unshuffle -> F.glu"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.pixel_unshuffle(x, 2)
        x = F.glu(x)
        return x


def get_inputs():
    return [torch.randn(16200, 256, 128)]


def get_init_inputs():
    return []
