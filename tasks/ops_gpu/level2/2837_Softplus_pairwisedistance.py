"""Softplus -> F.pairwise_distance: synthesised by warpgym synth (seed 7, index 4483, torch#2, dim 0 x310)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softplus -> F.pairwise_distance"""

    def __init__(self):
        super().__init__()
        self.softplus_0 = nn.Softplus()

    def forward(self, x, x1):
        x = self.softplus_0(x)
        x = F.pairwise_distance(x, x1)
        return x


def get_inputs():
    return [torch.randn(9920, 128, 64), torch.randn(9920, 128, 64)]


def get_init_inputs():
    return []
