"""Hardsigmoid -> Mish: synthesised by warpgym synth (seed 7, index 3132, torch#2, dim 0 x3881)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Hardsigmoid -> Mish"""

    def __init__(self):
        super().__init__()
        self.hardsigmoid_0 = nn.Hardsigmoid()
        self.mish_1 = nn.Mish()

    def forward(self, x):
        x = self.hardsigmoid_0(x)
        x = self.mish_1(x)
        return x


def get_inputs():
    return [torch.randn(993536, 512)]


def get_init_inputs():
    return []
