"""Hardswish -> F.softmax: synthesised by warpgym synth (seed 7, index 5055, torch#2, dim 0 x3138)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Hardswish -> F.softmax"""

    def __init__(self):
        super().__init__()
        self.hardswish_0 = nn.Hardswish()

    def forward(self, x):
        x = self.hardswish_0(x)
        x = F.softmax(x)
        return x


def get_inputs():
    return [torch.randn(25104, 16, 32, 32)]


def get_init_inputs():
    return []
