"""F.pixel_unshuffle -> torch.logcumsumexp: synthesised by warpgym synth (seed 7, index 441, torch#2, dim 0 x384)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.pixel_unshuffle -> torch.logcumsumexp"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.pixel_unshuffle(x, 2)
        x = torch.logcumsumexp(x, -1)
        return x


def get_inputs():
    return [torch.randn(12288, 128, 64)]


def get_init_inputs():
    return []
