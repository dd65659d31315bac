"""Hardsigmoid -> Softplus: synthesised by warpgym synth (seed 10, index 15, torch#2, dim 0 x3411)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Hardsigmoid -> Softplus"""

    def __init__(self):
        super().__init__()
        self.hardsigmoid_0 = nn.Hardsigmoid()
        self.softplus_1 = nn.Softplus()

    def forward(self, x):
        x = self.hardsigmoid_0(x)
        x = self.softplus_1(x)
        return x


def get_inputs():
    return [torch.randn(27288, 16, 32, 32)]


def get_init_inputs():
    return []
