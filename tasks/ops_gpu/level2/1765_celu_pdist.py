"""F.celu -> F.pdist: synthesised by warpgym synth (seed 7, index 2800, torch#2, dim 0 x175)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.celu -> F.pdist"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.celu(x)
        x = F.pdist(x)
        return x


def get_inputs():
    return [torch.randn(44800, 512)]


def get_init_inputs():
    return []
