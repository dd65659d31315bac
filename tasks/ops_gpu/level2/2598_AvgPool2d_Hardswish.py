"""AvgPool2d -> Hardswish: synthesised by warpgym synth (seed 7, index 4107, torch#2, dim 0 x6194)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """AvgPool2d -> Hardswish"""

    def __init__(self):
        super().__init__()
        self.avgpool2d_0 = nn.AvgPool2d(kernel_size=3)
        self.hardswish_1 = nn.Hardswish()

    def forward(self, x):
        x = self.avgpool2d_0(x)
        x = self.hardswish_1(x)
        return x


def get_inputs():
    return [torch.randn(49552, 64, 16, 16)]


def get_init_inputs():
    return []
