"""torch.transpose -> torch.cumprod: synthesised by warpgym synth (seed 7, index 2830, torch#2, dim 0 x1840)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.transpose -> torch.cumprod"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.transpose(x, -1, -2)
        x = torch.cumprod(x, -1)
        return x


def get_inputs():
    return [torch.randn(58880, 128, 64)]


def get_init_inputs():
    return []
