"""Softmin -> AvgPool2d: synthesised by warpgym synth (seed 7, index 3959, torch#2, dim 0 x4526)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softmin -> AvgPool2d"""

    def __init__(self):
        super().__init__()
        self.softmin_0 = nn.Softmin()
        self.avgpool2d_1 = nn.AvgPool2d(kernel_size=3)

    def forward(self, x):
        x = self.softmin_0(x)
        x = self.avgpool2d_1(x)
        return x


def get_inputs():
    return [torch.randn(18104, 32, 32, 32)]


def get_init_inputs():
    return []
