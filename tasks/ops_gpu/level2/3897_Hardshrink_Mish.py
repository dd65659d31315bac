"""Hardshrink -> Mish: synthesised by warpgym synth (seed 7, index 6135, torch#2, dim 0 x4686)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Hardshrink -> Mish"""

    def __init__(self):
        super().__init__()
        self.hardshrink_0 = nn.Hardshrink()
        self.mish_1 = nn.Mish()

    def forward(self, x):
        x = self.hardshrink_0(x)
        x = self.mish_1(x)
        return x


def get_inputs():
    return [torch.randn(9372, 8, 8, 16, 16)]


def get_init_inputs():
    return []
