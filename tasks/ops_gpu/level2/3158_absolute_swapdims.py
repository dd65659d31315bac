"""torch.absolute -> torch.swapdims: synthesised by warpgym synth (seed 7, index 4981, torch#2, dim 0 x824)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.absolute -> torch.swapdims"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.absolute(x)
        x = torch.swapdims(x, -1, -2)
        return x


def get_inputs():
    return [torch.randn(6592, 256, 128)]


def get_init_inputs():
    return []
