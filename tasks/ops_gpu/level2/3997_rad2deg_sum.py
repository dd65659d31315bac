"""torch.rad2deg -> torch.sum: synthesised by warpgym synth (seed 7, index 6137, torch#2, dim 0 x28452)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.rad2deg -> torch.sum"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.rad2deg(x)
        x = torch.sum(x)
        return x


def get_inputs():
    return [torch.randn(3641856, 256)]


def get_init_inputs():
    return []
