"""Mish -> torch.expm1: synthesised by warpgym synth (seed 7, index 4917, torch#2, dim 0 x3451)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Mish -> torch.expm1"""

    def __init__(self):
        super().__init__()
        self.mish_0 = nn.Mish()

    def forward(self, x):
        x = self.mish_0(x)
        x = torch.expm1(x)
        return x


def get_inputs():
    return [torch.randn(55216, 64, 128)]


def get_init_inputs():
    return []
