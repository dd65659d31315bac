"""Hardshrink -> F.silu: synthesised by warpgym synth (seed 9, index 206, torch#2, dim 0 x15567)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Hardshrink -> F.silu"""

    def __init__(self):
        super().__init__()
        self.hardshrink_0 = nn.Hardshrink()

    def forward(self, x):
        x = self.hardshrink_0(x)
        x = F.silu(x)
        return x


def get_inputs():
    return [torch.randn(62268, 16, 8, 8, 8)]


def get_init_inputs():
    return []
