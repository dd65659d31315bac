"""torch.sinh: synthesised by warpgym synth (seed 7, index 810, torch#1, dim 0 x3296)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.sinh"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.sinh(x)
        return x


def get_inputs():
    return [torch.randn(26368, 16, 32, 32)]


def get_init_inputs():
    return []
