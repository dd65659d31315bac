"""Mish -> Softplus -> torch.cos: synthesised by warpgym synth (seed 7, index 2928, torch#3, dim 0 x2220)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Mish -> Softplus -> torch.cos"""

    def __init__(self):
        super().__init__()
        self.mish_0 = nn.Mish()
        self.softplus_1 = nn.Softplus()

    def forward(self, x):
        x = self.mish_0(x)
        x = self.softplus_1(x)
        x = torch.cos(x)
        return x


def get_inputs():
    return [torch.randn(8880, 16, 8, 8, 8)]


def get_init_inputs():
    return []
