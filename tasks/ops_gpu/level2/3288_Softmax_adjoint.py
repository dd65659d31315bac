"""Softmax -> torch.adjoint: synthesised by warpgym synth (seed 7, index 5181, torch#2, dim 0 x3401)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softmax -> torch.adjoint"""

    def __init__(self):
        super().__init__()
        self.softmax_0 = nn.Softmax()

    def forward(self, x):
        x = self.softmax_0(x)
        x = torch.adjoint(x)
        return x


def get_inputs():
    return [torch.randn(27208, 64, 16, 16)]


def get_init_inputs():
    return []
