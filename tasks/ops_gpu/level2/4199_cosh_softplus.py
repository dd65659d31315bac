"""torch.cosh -> F.softplus: synthesised by warpgym synth (seed 7, index 6597, torch#2, dim 0 x2001)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.cosh -> F.softplus"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.cosh(x)
        x = F.softplus(x)
        return x


def get_inputs():
    return [torch.randn(64032, 128, 64)]


def get_init_inputs():
    return []
