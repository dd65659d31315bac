"""F.hardshrink: synthesised by warpgym synth (seed 7, index 2262, torch#1, dim 0 x3444)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.hardshrink"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.hardshrink(x)
        return x


def get_inputs():
    return [torch.randn(27552, 16, 32, 32)]


def get_init_inputs():
    return []
