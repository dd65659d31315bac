"""F.softmin -> torch.adjoint: synthesised by warpgym synth (seed 9, index 783, torch#2, dim 0 x3239)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.softmin -> torch.adjoint"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.softmin(x)
        x = torch.adjoint(x)
        return x


def get_inputs():
    return [torch.randn(12956, 32, 32, 32)]


def get_init_inputs():
    return []
