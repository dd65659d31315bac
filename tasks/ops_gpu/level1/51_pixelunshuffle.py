"""F.pixel_unshuffle: synthesised by warpgym synth (seed 7, index 680, torch#1, dim 0 x3908)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.pixel_unshuffle"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.pixel_unshuffle(x, 2)
        return x


def get_inputs():
    return [torch.randn(31264, 16, 32, 32)]


def get_init_inputs():
    return []
