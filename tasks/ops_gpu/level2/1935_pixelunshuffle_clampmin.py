"""F.pixel_unshuffle -> torch.clamp_min: synthesised by warpgym synth (seed 7, index 3060, torch#2, dim 0 x2428)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.pixel_unshuffle -> torch.clamp_min"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.pixel_unshuffle(x, 2)
        x = torch.clamp_min(x, 0.5)
        return x


def get_inputs():
    return [torch.randn(19424, 64, 16, 16)]


def get_init_inputs():
    return []
