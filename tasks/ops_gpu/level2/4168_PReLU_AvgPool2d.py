"""PReLU -> AvgPool2d: synthesised by warpgym synth (seed 7, index 6546, torch#2, dim 0 x3029)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """PReLU -> AvgPool2d"""

    def __init__(self):
        super().__init__()
        self.prelu_0 = nn.PReLU()
        self.avgpool2d_1 = nn.AvgPool2d(kernel_size=3)

    def forward(self, x):
        x = self.prelu_0(x)
        x = self.avgpool2d_1(x)
        return x


def get_inputs():
    return [torch.randn(96928, 128, 64)]


def get_init_inputs():
    return []
