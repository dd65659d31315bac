"""F.rrelu -> F.gelu: synthesised by warpgym synth (seed 7, index 6291, torch#2, dim 0 x15376)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.rrelu -> F.gelu"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.rrelu(x)
        x = F.gelu(x)
        return x


def get_inputs():
    return [torch.randn(61504, 16, 8, 8, 8)]


def get_init_inputs():
    return []
