"""AvgPool1d -> Hardshrink: synthesised by warpgym synth (seed 7, index 2814, torch#2, dim 0 x11709)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """AvgPool1d -> Hardshrink"""

    def __init__(self):
        super().__init__()
        self.avgpool1d_0 = nn.AvgPool1d(kernel_size=3)
        self.hardshrink_1 = nn.Hardshrink()

    def forward(self, x):
        x = self.avgpool1d_0(x)
        x = self.hardshrink_1(x)
        return x


def get_inputs():
    return [torch.randn(2997504, 256)]


def get_init_inputs():
    return []
