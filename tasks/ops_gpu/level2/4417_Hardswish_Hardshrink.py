"""Hardswish -> Hardshrink: synthesised by warpgym synth (seed 7, index 6940, torch#2, dim 0 x9328)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Hardswish -> Hardshrink"""

    def __init__(self):
        super().__init__()
        self.hardswish_0 = nn.Hardswish()
        self.hardshrink_1 = nn.Hardshrink()

    def forward(self, x):
        x = self.hardswish_0(x)
        x = self.hardshrink_1(x)
        return x


def get_inputs():
    return [torch.randn(18656, 8, 8, 16, 16)]


def get_init_inputs():
    return []
