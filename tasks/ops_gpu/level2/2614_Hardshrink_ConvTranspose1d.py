"""Hardshrink -> ConvTranspose1d: synthesised by warpgym synth (seed 7, index 4139, torch#2, dim 0 x118)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Hardshrink -> ConvTranspose1d"""

    def __init__(self):
        super().__init__()
        self.hardshrink_0 = nn.Hardshrink()
        self.convtranspose1d_1 = nn.ConvTranspose1d(in_channels=64, kernel_size=3, out_channels=128)

    def forward(self, x):
        x = self.hardshrink_0(x)
        x = self.convtranspose1d_1(x)
        return x


def get_inputs():
    return [torch.randn(1888, 64, 128)]


def get_init_inputs():
    return []
