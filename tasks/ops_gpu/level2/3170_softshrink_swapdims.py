"""F.softshrink -> torch.swapdims: synthesised by warpgym synth (seed 7, index 5000, torch#2, dim 0 x7699)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.softshrink -> torch.swapdims"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.softshrink(x)
        x = torch.swapdims(x, -1, -2)
        return x


def get_inputs():
    return [torch.randn(492736, 1024)]


def get_init_inputs():
    return []
