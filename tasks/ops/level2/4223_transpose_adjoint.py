"""torch.transpose -> torch.adjoint: synthesised by warpgym synth (seed 7, index 5545, torch#2)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.transpose -> torch.adjoint"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.transpose(x, -1, -2)
        x = torch.adjoint(x)
        return x


def get_inputs():
    return [torch.randn(256, 256)]


def get_init_inputs():
    return []
