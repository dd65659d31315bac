"""Hardshrink: synthesised by warpgym synth (seed 7, index 5938, torch#1, dim 0 x4569)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Hardshrink"""

    def __init__(self):
        super().__init__()
        self.hardshrink_0 = nn.Hardshrink()

    def forward(self, x):
        x = self.hardshrink_0(x)
        return x


def get_inputs():
    return [torch.randn(1169664, 256)]


def get_init_inputs():
    return []
