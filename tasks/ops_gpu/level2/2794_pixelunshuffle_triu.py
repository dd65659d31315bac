"""F.pixel_unshuffle -> torch.triu: synthesised by warpgym synth (seed 7, index 4409, torch#2, dim 0 x3876)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.pixel_unshuffle -> torch.triu"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.pixel_unshuffle(x, 2)
        x = torch.triu(x)
        return x


def get_inputs():
    return [torch.randn(62016, 32, 16, 16)]


def get_init_inputs():
    return []
