"""F.softplus -> F.sigmoid: synthesised by warpgym synth (seed 8, index 356, torch#2, dim 0 x1989)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.softplus -> F.sigmoid"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.softplus(x)
        x = F.sigmoid(x)
        return x


def get_inputs():
    return [torch.randn(15912, 256, 128)]


def get_init_inputs():
    return []
