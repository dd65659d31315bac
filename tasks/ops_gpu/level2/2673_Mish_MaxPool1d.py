"""Mish -> MaxPool1d: synthesised by warpgym synth (seed 7, index 4229, torch#2, dim 0 x11862)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Mish -> MaxPool1d"""

    def __init__(self):
        super().__init__()
        self.mish_0 = nn.Mish()
        self.maxpool1d_1 = nn.MaxPool1d(kernel_size=3)

    def forward(self, x):
        x = self.mish_0(x)
        x = self.maxpool1d_1(x)
        return x


def get_inputs():
    return [torch.randn(3036672, 256)]


def get_init_inputs():
    return []
