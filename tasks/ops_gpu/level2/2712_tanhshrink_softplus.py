"""F.tanhshrink -> F.softplus: synthesised by warpgym synth (seed 7, index 4288, torch#2, dim 0 x863)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.tanhshrink -> F.softplus"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.tanhshrink(x)
        x = F.softplus(x)
        return x


def get_inputs():
    return [torch.randn(6904, 256, 128)]


def get_init_inputs():
    return []
