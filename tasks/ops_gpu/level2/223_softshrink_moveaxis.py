"""F.softshrink -> torch.moveaxis: synthesised by warpgym synth (seed 7, index 342, torch#2, dim 0 x11940)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.softshrink -> torch.moveaxis"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.softshrink(x)
        x = torch.moveaxis(x, 2, 1)
        return x


def get_inputs():
    return [torch.randn(47760, 16, 8, 8, 8)]


def get_init_inputs():
    return []
