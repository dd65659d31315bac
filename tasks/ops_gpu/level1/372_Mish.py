"""Mish: synthesised by warpgym synth (seed 7, index 5503, torch#1, dim 0 x785)."""
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
    return [torch.randn(6280, 256, 128)]


def get_init_inputs():
    return []
