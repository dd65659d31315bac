"""F.rrelu -> F.linear: synthesised by warpgym synth (seed 7, index 4762, torch#2, dim 0 x64)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.rrelu -> F.linear"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = F.rrelu(x)
        x = F.linear(x, x1)
        return x


def get_inputs():
    return [torch.randn(16384, 512), torch.randn(16384, 512)]


def get_init_inputs():
    return []
