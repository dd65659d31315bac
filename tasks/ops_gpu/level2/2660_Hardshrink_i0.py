"""Hardshrink -> torch.i0: synthesised by warpgym synth (seed 7, index 4212, torch#2, dim 0 x2993)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Hardshrink -> torch.i0"""

    def __init__(self):
        super().__init__()
        self.hardshrink_0 = nn.Hardshrink()

    def forward(self, x):
        x = self.hardshrink_0(x)
        x = torch.i0(x)
        return x


def get_inputs():
    return [torch.randn(766208, 512)]


def get_init_inputs():
    return []
