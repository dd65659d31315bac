"""torch.deg2rad -> torch.arctan: synthesised by warpgym synth (seed 7, index 1061, torch#2, dim 0 x1853)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.deg2rad -> torch.arctan"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.deg2rad(x)
        x = torch.arctan(x)
        return x


def get_inputs():
    return [torch.randn(14824, 16, 32, 32)]


def get_init_inputs():
    return []
