"""torch.square -> torch.adjoint: synthesised by warpgym synth (seed 7, index 2766, torch#2, dim 0 x2069)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.square -> torch.adjoint"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.square(x)
        x = torch.adjoint(x)
        return x


def get_inputs():
    return [torch.randn(16552, 64, 16, 16)]


def get_init_inputs():
    return []
