"""F.rrelu -> F.elu: synthesised by warpgym synth (seed 7, index 2281, torch#2, dim 0 x4793)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.rrelu -> F.elu"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.rrelu(x)
        x = F.elu(x)
        return x


def get_inputs():
    return [torch.randn(9586, 8, 8, 16, 16)]


def get_init_inputs():
    return []
