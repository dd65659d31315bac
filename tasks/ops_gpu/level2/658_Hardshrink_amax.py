"""Hardshrink -> torch.amax: synthesised by warpgym synth (seed 7, index 1062, torch#2, dim 0 x1031)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Hardshrink -> torch.amax"""

    def __init__(self):
        super().__init__()
        self.hardshrink_0 = nn.Hardshrink()

    def forward(self, x):
        x = self.hardshrink_0(x)
        x = torch.amax(x)
        return x


def get_inputs():
    return [torch.randn(8248, 256, 128)]


def get_init_inputs():
    return []
