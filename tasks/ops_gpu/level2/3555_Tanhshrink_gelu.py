"""Tanhshrink -> F.gelu: synthesised by warpgym synth (seed 7, index 5582, torch#2, dim 0 x15364)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Tanhshrink -> F.gelu"""

    def __init__(self):
        super().__init__()
        self.tanhshrink_0 = nn.Tanhshrink()

    def forward(self, x):
        x = self.tanhshrink_0(x)
        x = F.gelu(x)
        return x


def get_inputs():
    return [torch.randn(30728, 8, 8, 16, 16)]


def get_init_inputs():
    return []
