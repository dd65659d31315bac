"""F.pixel_unshuffle -> torch.moveaxis: synthesised by warpgym synth (seed 7, index 3968, torch#2, dim 0 x1844)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.pixel_unshuffle -> torch.moveaxis"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.pixel_unshuffle(x, 2)
        x = torch.moveaxis(x, 2, 1)
        return x


def get_inputs():
    return [torch.randn(7376, 32, 32, 32)]


def get_init_inputs():
    return []
