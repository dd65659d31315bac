"""torch.frexp -> F.pixel_unshuffle: synthesised by warpgym synth (seed 7, index 5156, torch#2, dim 0 x3596)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.frexp -> F.pixel_unshuffle"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.frexp(x)[0]
        x = F.pixel_unshuffle(x, 2)
        return x


def get_inputs():
    return [torch.randn(14384, 16, 8, 8, 8)]


def get_init_inputs():
    return []
