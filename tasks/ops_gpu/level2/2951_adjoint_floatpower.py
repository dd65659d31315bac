"""torch.adjoint -> torch.float_power: synthesised by warpgym synth (seed 7, index 4669, torch#2, dim 0 x2583)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.adjoint -> torch.float_power"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.adjoint(x)
        x = torch.float_power(x, 2.0)
        return x


def get_inputs():
    return [torch.randn(20664, 16, 32, 32)]


def get_init_inputs():
    return []
