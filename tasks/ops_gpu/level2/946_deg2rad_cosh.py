"""torch.deg2rad -> torch.cosh: synthesised by warpgym synth (seed 7, index 1537, torch#2, dim 0 x1541)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.deg2rad -> torch.cosh"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.deg2rad(x)
        x = torch.cosh(x)
        return x


def get_inputs():
    return [torch.randn(394496, 512)]


def get_init_inputs():
    return []
