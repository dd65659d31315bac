"""AvgPool3d -> PReLU -> Hardshrink: synthesised by warpgym synth (seed 7, index 278, torch#3, dim 0 x11692)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """AvgPool3d -> PReLU -> Hardshrink"""

    def __init__(self):
        super().__init__()
        self.avgpool3d_0 = nn.AvgPool3d(kernel_size=3)
        self.prelu_1 = nn.PReLU()
        self.hardshrink_2 = nn.Hardshrink()

    def forward(self, x):
        x = self.avgpool3d_0(x)
        x = self.prelu_1(x)
        x = self.hardshrink_2(x)
        return x


def get_inputs():
    return [torch.randn(23384, 8, 8, 16, 16)]


def get_init_inputs():
    return []
