"""Hardswish -> ConvTranspose1d: synthesised by warpgym synth (seed 7, index 1683, torch#2, dim 0 x395)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Hardswish -> ConvTranspose1d"""

    def __init__(self):
        super().__init__()
        self.hardswish_0 = nn.Hardswish()
        self.convtranspose1d_1 = nn.ConvTranspose1d(in_channels=64, kernel_size=3, out_channels=128)

    def forward(self, x):
        x = self.hardswish_0(x)
        x = self.convtranspose1d_1(x)
        return x


def get_inputs():
    return [torch.randn(6320, 64, 128)]


def get_init_inputs():
    return []
