"""F.silu -> torch.adjoint: synthesised by warpgym synth (seed 7, index 4182, torch#2, dim 0 x1956)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.silu -> torch.adjoint"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.silu(x)
        x = torch.adjoint(x)
        return x


def get_inputs():
    return [torch.randn(15648, 256, 128)]


def get_init_inputs():
    return []
