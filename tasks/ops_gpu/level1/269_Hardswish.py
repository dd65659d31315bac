"""Hardswish: synthesised by warpgym synth (seed 7, index 3893, torch#1, dim 0 x3627)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Hardswish"""

    def __init__(self):
        super().__init__()
        self.hardswish_0 = nn.Hardswish()

    def forward(self, x):
        x = self.hardswish_0(x)
        return x


def get_inputs():
    return [torch.randn(29016, 64, 16, 16)]


def get_init_inputs():
    return []
