"""Tanhshrink -> Hardshrink: synthesised by warpgym synth (seed 7, index 5345, torch#2, dim 0 x3319)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Tanhshrink -> Hardshrink"""

    def __init__(self):
        super().__init__()
        self.tanhshrink_0 = nn.Tanhshrink()
        self.hardshrink_1 = nn.Hardshrink()

    def forward(self, x):
        x = self.tanhshrink_0(x)
        x = self.hardshrink_1(x)
        return x


def get_inputs():
    return [torch.randn(424832, 256)]


def get_init_inputs():
    return []
