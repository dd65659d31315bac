"""AvgPool2d: synthesised by warpgym synth (seed 7, index 3288, torch#1, dim 0 x6495)."""
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
    return [torch.randn(51960, 16, 32, 32)]


def get_init_inputs():
    return []
