"""torch.expm1 -> torch.trunc: synthesised by warpgym synth (seed 7, index 3923, torch#2, dim 0 x3789)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.expm1 -> torch.trunc"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.expm1(x)
        x = torch.trunc(x)
        return x


def get_inputs():
    return [torch.randn(7578, 8, 8, 16, 16)]


def get_init_inputs():
    return []
