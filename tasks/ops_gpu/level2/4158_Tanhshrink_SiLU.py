"""Tanhshrink -> SiLU: synthesised by warpgym synth (seed 7, index 6528, torch#2, dim 0 x11793)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Tanhshrink -> SiLU"""

    def __init__(self):
        super().__init__()
        self.tanhshrink_0 = nn.Tanhshrink()
        self.silu_1 = nn.SiLU()

    def forward(self, x):
        x = self.tanhshrink_0(x)
        x = self.silu_1(x)
        return x


def get_inputs():
    return [torch.randn(23586, 8, 8, 16, 16)]


def get_init_inputs():
    return []
