"""Hardshrink -> torch.repeat_interleave: synthesised by warpgym synth (seed 7, index 741, torch#2, dim 0 x513)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Hardshrink -> torch.repeat_interleave"""

    def __init__(self):
        super().__init__()
        self.hardshrink_0 = nn.Hardshrink()

    def forward(self, x):
        x = self.hardshrink_0(x)
        x = torch.repeat_interleave(x, 2)
        return x


def get_inputs():
    return [torch.randn(4104, 256, 128)]


def get_init_inputs():
    return []
