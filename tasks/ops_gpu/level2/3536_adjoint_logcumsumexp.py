"""torch.adjoint -> torch.logcumsumexp: synthesised by warpgym synth (seed 7, index 5558, torch#2, dim 0 x3828)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.adjoint -> torch.logcumsumexp"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.adjoint(x)
        x = torch.logcumsumexp(x, -1)
        return x


def get_inputs():
    return [torch.randn(30624, 16, 32, 32)]


def get_init_inputs():
    return []
