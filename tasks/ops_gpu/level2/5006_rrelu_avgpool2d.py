"""F.rrelu -> F.avg_pool2d: synthesised by warpgym synth (seed 9, index 449, torch#2, dim 0 x2186)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.rrelu -> F.avg_pool2d"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.rrelu(x)
        x = F.avg_pool2d(x, 3)
        return x


def get_inputs():
    return [torch.randn(34976, 64, 128)]


def get_init_inputs():
    return []
