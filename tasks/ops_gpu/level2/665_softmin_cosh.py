"""F.softmin -> torch.cosh: synthesised by warpgym synth (seed 7, index 1070, torch#2, dim 0 x927)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.softmin -> torch.cosh"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.softmin(x)
        x = torch.cosh(x)
        return x


def get_inputs():
    return [torch.randn(237312, 512)]


def get_init_inputs():
    return []
