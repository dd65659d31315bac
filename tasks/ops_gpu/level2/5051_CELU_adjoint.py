"""CELU -> torch.adjoint: synthesised by warpgym synth (seed 9, index 516, torch#2, dim 0 x1089)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """CELU -> torch.adjoint"""

    def __init__(self):
        super().__init__()
        self.celu_0 = nn.CELU()

    def forward(self, x):
        x = self.celu_0(x)
        x = torch.adjoint(x)
        return x


def get_inputs():
    return [torch.randn(8712, 256, 128)]


def get_init_inputs():
    return []
