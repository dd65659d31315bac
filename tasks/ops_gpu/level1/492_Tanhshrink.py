"""Tanhshrink: synthesised by warpgym synth (seed 9, index 127, torch#1, dim 0 x8116)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Tanhshrink"""

    def __init__(self):
        super().__init__()
        self.tanhshrink_0 = nn.Tanhshrink()

    def forward(self, x):
        x = self.tanhshrink_0(x)
        return x


def get_inputs():
    return [torch.randn(2077696, 256)]


def get_init_inputs():
    return []
