"""Softsign -> Mish: synthesised by warpgym synth (seed 7, index 2902, torch#2, dim 0 x7471)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softsign -> Mish"""

    def __init__(self):
        super().__init__()
        self.softsign_0 = nn.Softsign()
        self.mish_1 = nn.Mish()

    def forward(self, x):
        x = self.softsign_0(x)
        x = self.mish_1(x)
        return x


def get_inputs():
    return [torch.randn(14942, 8, 8, 16, 16)]


def get_init_inputs():
    return []
