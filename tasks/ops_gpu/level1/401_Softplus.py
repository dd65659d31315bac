"""Softplus: synthesised by warpgym synth (seed 7, index 5966, torch#1, dim 0 x1607)."""
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
    return [torch.randn(51424, 128, 64)]


def get_init_inputs():
    return []
