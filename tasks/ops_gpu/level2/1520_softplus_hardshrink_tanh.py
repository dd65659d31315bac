"""F.softplus -> F.hardshrink -> F.tanh: synthesised by warpgym synth (seed 7, index 2433, torch#3, dim 0 x2033)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.softplus -> F.hardshrink -> F.tanh"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.softplus(x)
        x = F.hardshrink(x)
        x = F.tanh(x)
        return x


def get_inputs():
    return [torch.randn(16264, 256, 128)]


def get_init_inputs():
    return []
