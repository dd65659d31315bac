"""Sigmoid -> F.hardswish: synthesised by warpgym synth (seed 7, index 2229, torch#2, dim 0 x3537)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Sigmoid -> F.hardswish"""

    def __init__(self):
        super().__init__()
        self.sigmoid_0 = nn.Sigmoid()

    def forward(self, x):
        x = self.sigmoid_0(x)
        x = F.hardswish(x)
        return x


def get_inputs():
    return [torch.randn(56592, 32, 256)]


def get_init_inputs():
    return []
