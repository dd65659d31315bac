"""torch.cos -> torch.adjoint: synthesised by warpgym synth (seed 7, index 3628, torch#2, dim 0 x3605)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.cos -> torch.adjoint"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.cos(x)
        x = torch.adjoint(x)
        return x


def get_inputs():
    return [torch.randn(14420, 32, 32, 32)]


def get_init_inputs():
    return []
