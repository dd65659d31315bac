"""torch.i0 -> torch.reciprocal: synthesised by warpgym synth (seed 7, index 6847, torch#2, dim 0 x5761)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.i0 -> torch.reciprocal"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.i0(x)
        x = torch.reciprocal(x)
        return x


def get_inputs():
    return [torch.randn(368704, 1024)]


def get_init_inputs():
    return []
