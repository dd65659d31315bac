"""Mish -> AdaptiveMaxPool1d: synthesised by warpgym synth (seed 7, index 3065, torch#2, dim 0 x14633)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Mish -> AdaptiveMaxPool1d"""

    def __init__(self):
        super().__init__()
        self.mish_0 = nn.Mish()
        self.adaptivemaxpool1d_1 = nn.AdaptiveMaxPool1d(output_size=4)

    def forward(self, x):
        x = self.mish_0(x)
        x = self.adaptivemaxpool1d_1(x)
        return x


def get_inputs():
    return [torch.randn(3746048, 256)]


def get_init_inputs():
    return []
