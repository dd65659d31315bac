"""Mish: synthesised by warpgym synth (seed 7, index 8, torch#1, dim 0 x3382)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Mish"""

    def __init__(self):
        super().__init__()
        self.mish_0 = nn.Mish()

    def forward(self, x):
        x = self.mish_0(x)
        return x


def get_inputs():
    return [torch.randn(27056, 64, 16, 16)]


def get_init_inputs():
    return []
