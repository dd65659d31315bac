"""F.hardswish -> F.pixel_unshuffle: synthesised by warpgym synth (seed 7, index 4164, torch#2, dim 0 x2972)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.hardswish -> F.pixel_unshuffle"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.hardswish(x)
        x = F.pixel_unshuffle(x, 2)
        return x


def get_inputs():
    return [torch.randn(11888, 32, 32, 32)]


def get_init_inputs():
    return []
