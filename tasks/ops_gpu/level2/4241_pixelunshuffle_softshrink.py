"""F.pixel_unshuffle -> F.softshrink: synthesised by warpgym synth (seed 7, index 6660, torch#2, dim 0 x2977)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.pixel_unshuffle -> F.softshrink"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.pixel_unshuffle(x, 2)
        x = F.softshrink(x)
        return x


def get_inputs():
    return [torch.randn(47632, 32, 256)]


def get_init_inputs():
    return []
