"""torch.logaddexp2 -> Mish -> torch.adjoint: synthesised by warpgym synth (seed 9, index 247, torch#3, dim 0 x2450)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.logaddexp2 -> Mish -> torch.adjoint"""

    def __init__(self):
        super().__init__()
        self.mish_1 = nn.Mish()

    def forward(self, x, x1):
        x = torch.logaddexp2(x, x1)
        x = self.mish_1(x)
        x = torch.adjoint(x)
        return x


def get_inputs():
    return [torch.randn(19600, 16, 32, 32), torch.randn(19600, 16, 32, 32)]


def get_init_inputs():
    return []
