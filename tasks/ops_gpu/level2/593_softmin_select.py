"""F.softmin -> torch.select: synthesised by warpgym synth (seed 7, index 950, torch#2, dim 0 x7609)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.softmin -> torch.select"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.softmin(x)
        x = torch.select(x, -1, 2)
        return x


def get_inputs():
    return [torch.randn(1947904, 256)]


def get_init_inputs():
    return []
