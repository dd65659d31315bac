"""Mish -> F.pairwise_distance: synthesised by warpgym synth (seed 7, index 533, torch#2, dim 0 x1403)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Mish -> F.pairwise_distance"""

    def __init__(self):
        super().__init__()
        self.mish_0 = nn.Mish()

    def forward(self, x, x1):
        x = self.mish_0(x)
        x = F.pairwise_distance(x, x1)
        return x


def get_inputs():
    return [torch.randn(22448, 32, 16, 16), torch.randn(22448, 32, 16, 16)]


def get_init_inputs():
    return []
