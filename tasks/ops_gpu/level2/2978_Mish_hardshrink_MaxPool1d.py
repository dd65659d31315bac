"""Mish -> F.hardshrink -> MaxPool1d: synthesised by warpgym synth (seed 7, index 4713, torch#3, dim 0 x2853)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Mish -> F.hardshrink -> MaxPool1d"""

    def __init__(self):
        super().__init__()
        self.mish_0 = nn.Mish()
        self.maxpool1d_2 = nn.MaxPool1d(kernel_size=3)

    def forward(self, x):
        x = self.mish_0(x)
        x = F.hardshrink(x)
        x = self.maxpool1d_2(x)
        return x


def get_inputs():
    return [torch.randn(91296, 128, 64)]


def get_init_inputs():
    return []
