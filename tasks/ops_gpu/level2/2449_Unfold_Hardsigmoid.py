"""Unfold -> Hardsigmoid: synthesised by warpgym synth (seed 7, index 3866, torch#2, dim 0 x476)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Unfold -> Hardsigmoid"""

    def __init__(self):
        super().__init__()
        self.unfold_0 = nn.Unfold(kernel_size=3)
        self.hardsigmoid_1 = nn.Hardsigmoid()

    def forward(self, x):
        x = self.unfold_0(x)
        x = self.hardsigmoid_1(x)
        return x


def get_inputs():
    return [torch.randn(7616, 32, 16, 16)]


def get_init_inputs():
    return []
