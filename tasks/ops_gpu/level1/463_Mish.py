"""Mish: synthesised by warpgym synth (seed 8, index 126, torch#1, dim 0 x2431)."""
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
    return [torch.randn(19448, 16, 32, 32)]


def get_init_inputs():
    return []
