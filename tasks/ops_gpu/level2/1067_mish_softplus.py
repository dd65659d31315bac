"""F.mish -> F.softplus: synthesised by warpgym synth (seed 7, index 1734, torch#2, dim 0 x1191)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.mish -> F.softplus"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.mish(x)
        x = F.softplus(x)
        return x


def get_inputs():
    return [torch.randn(19056, 64, 128)]


def get_init_inputs():
    return []
