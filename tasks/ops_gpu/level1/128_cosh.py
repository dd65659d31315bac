"""torch.cosh: synthesised by warpgym synth (seed 7, index 1849, torch#1, dim 0 x2880)."""
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
    return [torch.randn(11520, 32, 32, 32)]


def get_init_inputs():
    return []
