"""torch.cumprod -> torch.ravel: synthesised by warpgym synth (seed 7, index 3441, torch#2, dim 0 x3933)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.cumprod -> torch.ravel"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.cumprod(x, -1)
        x = torch.ravel(x)
        return x


def get_inputs():
    return [torch.randn(62928, 32, 16, 16)]


def get_init_inputs():
    return []
