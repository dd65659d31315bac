"""AvgPool2d: synthesised by warpgym synth (seed 7, index 1187, torch#1, dim 0 x6301)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """AvgPool2d"""

    def __init__(self):
        super().__init__()
        self.avgpool2d_0 = nn.AvgPool2d(kernel_size=3)

    def forward(self, x):
        x = self.avgpool2d_0(x)
        return x


def get_inputs():
    return [torch.randn(100816, 32, 256)]


def get_init_inputs():
    return []
