"""torch.rad2deg -> torch.swapdims: synthesised by warpgym synth (seed 7, index 2413, torch#2, dim 0 x7757)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.rad2deg -> torch.swapdims"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.rad2deg(x)
        x = torch.swapdims(x, -1, -2)
        return x


def get_inputs():
    return [torch.randn(496448, 1024)]


def get_init_inputs():
    return []
