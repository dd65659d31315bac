"""Unfold -> CELU: synthesised by warpgym synth (seed 9, index 35, torch#2, dim 0 x136)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Unfold -> CELU"""

    def __init__(self):
        super().__init__()
        self.unfold_0 = nn.Unfold(kernel_size=3)
        self.celu_1 = nn.CELU()

    def forward(self, x):
        x = self.unfold_0(x)
        x = self.celu_1(x)
        return x


def get_inputs():
    return [torch.randn(2176, 64, 128)]


def get_init_inputs():
    return []
