"""F.linear -> torch.floor -> torch.adjoint: synthesised by warpgym synth (seed 8, index 102, torch#3, dim 0 x94)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.linear -> torch.floor -> torch.adjoint"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = F.linear(x, x1)
        x = torch.floor(x)
        x = torch.adjoint(x)
        return x


def get_inputs():
    return [torch.randn(12032, 256), torch.randn(12032, 256)]


def get_init_inputs():
    return []
