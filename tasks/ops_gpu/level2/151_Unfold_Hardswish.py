"""Unfold -> Hardswish: synthesised by warpgym synth (seed 7, index 230, torch#2, dim 0 x178)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Unfold -> Hardswish"""

    def __init__(self):
        super().__init__()
        self.unfold_0 = nn.Unfold(kernel_size=3)
        self.hardswish_1 = nn.Hardswish()

    def forward(self, x):
        x = self.unfold_0(x)
        x = self.hardswish_1(x)
        return x


def get_inputs():
    return [torch.randn(2848, 64, 128)]


def get_init_inputs():
    return []
