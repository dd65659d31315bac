"""Softplus: synthesised by warpgym synth (seed 7, index 4778, torch#1, dim 0 x6898)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softplus"""

    def __init__(self):
        super().__init__()
        self.softplus_0 = nn.Softplus()

    def forward(self, x):
        x = self.softplus_0(x)
        return x


def get_inputs():
    return [torch.randn(1765888, 256)]


def get_init_inputs():
    return []
