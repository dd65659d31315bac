"""Hardshrink -> torch.remainder: synthesised by warpgym synth (seed 7, index 1755, torch#2, dim 0 x1708)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Hardshrink -> torch.remainder"""

    def __init__(self):
        super().__init__()
        self.hardshrink_0 = nn.Hardshrink()

    def forward(self, x, x1):
        x = self.hardshrink_0(x)
        x = torch.remainder(x, x1)
        return x


def get_inputs():
    return [torch.randn(13664, 16, 32, 32), torch.randn(13664, 16, 32, 32)]


def get_init_inputs():
    return []
