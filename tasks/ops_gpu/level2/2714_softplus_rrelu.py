"""F.softplus -> F.rrelu: synthesised by warpgym synth (seed 7, index 4290, torch#2, dim 0 x3840)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.softplus -> F.rrelu"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.softplus(x)
        x = F.rrelu(x)
        return x


def get_inputs():
    return [torch.randn(61440, 64, 128)]


def get_init_inputs():
    return []
