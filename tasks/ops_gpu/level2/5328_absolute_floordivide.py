"""torch.absolute -> torch.floor_divide: synthesised by warpgym synth (seed 10, index 91, torch#2, dim 0 x2513)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.absolute -> torch.floor_divide"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.absolute(x)
        x = torch.floor_divide(x, x1)
        return x


def get_inputs():
    return [torch.randn(10052, 32, 32, 32), torch.randn(10052, 32, 32, 32)]


def get_init_inputs():
    return []
