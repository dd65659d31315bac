"""GELU -> Tanhshrink: synthesised by warpgym synth (seed 7, index 1123, torch#2, dim 0 x3954)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """GELU -> Tanhshrink"""

    def __init__(self):
        super().__init__()
        self.gelu_0 = nn.GELU()
        self.tanhshrink_1 = nn.Tanhshrink()

    def forward(self, x):
        x = self.gelu_0(x)
        x = self.tanhshrink_1(x)
        return x


def get_inputs():
    return [torch.randn(15816, 16, 8, 8, 8)]


def get_init_inputs():
    return []
