"""Mish -> Hardsigmoid: synthesised by warpgym synth (seed 7, index 5999, torch#2, dim 0 x3690)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Mish -> Hardsigmoid"""

    def __init__(self):
        super().__init__()
        self.mish_0 = nn.Mish()
        self.hardsigmoid_1 = nn.Hardsigmoid()

    def forward(self, x):
        x = self.mish_0(x)
        x = self.hardsigmoid_1(x)
        return x


def get_inputs():
    return [torch.randn(29520, 16, 32, 32)]


def get_init_inputs():
    return []
