"""F.hardsigmoid -> F.rrelu: synthesised by warpgym synth (seed 7, index 2478, torch#2, dim 0 x3824)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.hardsigmoid -> F.rrelu"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.hardsigmoid(x)
        x = F.rrelu(x)
        return x


def get_inputs():
    return [torch.randn(15296, 32, 32, 32)]


def get_init_inputs():
    return []
