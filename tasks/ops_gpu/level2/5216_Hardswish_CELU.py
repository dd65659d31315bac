"""Hardswish -> CELU: synthesised by warpgym synth (seed 9, index 751, torch#2, dim 0 x901)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Hardswish -> CELU"""

    def __init__(self):
        super().__init__()
        self.hardswish_0 = nn.Hardswish()
        self.celu_1 = nn.CELU()

    def forward(self, x):
        x = self.hardswish_0(x)
        x = self.celu_1(x)
        return x


def get_inputs():
    return [torch.randn(14416, 32, 16, 16)]


def get_init_inputs():
    return []
