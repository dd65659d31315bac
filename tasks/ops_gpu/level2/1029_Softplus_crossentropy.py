"""Softplus -> F.cross_entropy: synthesised by warpgym synth (seed 7, index 1620, torch#2, dim 0 x16214)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softplus -> F.cross_entropy"""

    def __init__(self):
        super().__init__()
        self.softplus_0 = nn.Softplus()

    def forward(self, x, x1):
        x = self.softplus_0(x)
        x = F.cross_entropy(x, target=x1)
        return x


def get_inputs():
    return [torch.randn(64856, 16, 8, 8, 8), torch.randn(64856, 16, 8, 8, 8)]


def get_init_inputs():
    return []
