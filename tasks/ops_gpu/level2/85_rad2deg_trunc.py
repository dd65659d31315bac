"""torch.rad2deg -> torch.trunc: synthesised by warpgym synth (seed 7, index 120, torch#2, dim 0 x3137)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.rad2deg -> torch.trunc"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.rad2deg(x)
        x = torch.trunc(x)
        return x


def get_inputs():
    return [torch.randn(25096, 16, 32, 32)]


def get_init_inputs():
    return []
