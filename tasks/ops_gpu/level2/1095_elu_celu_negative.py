"""F.elu -> F.celu -> torch.negative: synthesised by warpgym synth (seed 7, index 1776, torch#3, dim 0 x13093)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.elu -> F.celu -> torch.negative"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.elu(x)
        x = F.celu(x)
        x = torch.negative(x)
        return x


def get_inputs():
    return [torch.randn(1675904, 256)]


def get_init_inputs():
    return []
