"""torch.cosh: synthesised by warpgym synth (seed 9, index 72, torch#1, dim 0 x3560)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.cosh"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.cosh(x)
        return x


def get_inputs():
    return [torch.randn(28480, 16, 32, 32)]


def get_init_inputs():
    return []
