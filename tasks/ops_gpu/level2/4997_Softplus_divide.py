"""Softplus -> torch.divide: synthesised by warpgym synth (seed 9, index 437, torch#2, dim 0 x9373)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softplus -> torch.divide"""

    def __init__(self):
        super().__init__()
        self.softplus_0 = nn.Softplus()

    def forward(self, x, x1):
        x = self.softplus_0(x)
        x = torch.divide(x, x1)
        return x


def get_inputs():
    return [torch.randn(37492, 16, 8, 8, 8), torch.randn(37492, 16, 8, 8, 8)]


def get_init_inputs():
    return []
