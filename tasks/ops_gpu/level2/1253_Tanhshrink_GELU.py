"""Tanhshrink -> GELU: synthesised by warpgym synth (seed 7, index 2024, torch#2, dim 0 x536)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Tanhshrink -> GELU"""

    def __init__(self):
        super().__init__()
        self.tanhshrink_0 = nn.Tanhshrink()
        self.gelu_1 = nn.GELU()

    def forward(self, x):
        x = self.tanhshrink_0(x)
        x = self.gelu_1(x)
        return x


def get_inputs():
    return [torch.randn(8576, 32, 16, 16)]


def get_init_inputs():
    return []
