"""Hardshrink -> F.pad: synthesised by warpgym synth (seed 7, index 6248, torch#2, dim 0 x3737)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Hardshrink -> F.pad"""

    def __init__(self):
        super().__init__()
        self.hardshrink_0 = nn.Hardshrink()

    def forward(self, x):
        x = self.hardshrink_0(x)
        x = F.pad(x, pad=[1, 1])
        return x


def get_inputs():
    return [torch.randn(956672, 256)]


def get_init_inputs():
    return []
