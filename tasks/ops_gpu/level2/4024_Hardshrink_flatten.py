"""Hardshrink -> torch.flatten: synthesised by warpgym synth (seed 7, index 6327, torch#2, dim 0 x3749)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Hardshrink -> torch.flatten"""

    def __init__(self):
        super().__init__()
        self.hardshrink_0 = nn.Hardshrink()

    def forward(self, x):
        x = self.hardshrink_0(x)
        x = torch.flatten(x)
        return x


def get_inputs():
    return [torch.randn(14996, 32, 32, 32)]


def get_init_inputs():
    return []
