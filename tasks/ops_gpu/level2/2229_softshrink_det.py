"""F.softshrink -> torch.det: synthesised by warpgym synth (seed 7, index 3532, torch#2, dim 0 x6425)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.softshrink -> torch.det"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.softshrink(x)
        x = torch.det(x)
        return x


def get_inputs():
    return [torch.randn(102800, 32, 16, 16)]


def get_init_inputs():
    return []
