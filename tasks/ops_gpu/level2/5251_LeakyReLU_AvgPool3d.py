"""LeakyReLU -> AvgPool3d: synthesised by warpgym synth (seed 9, index 803, torch#2, dim 0 x1664)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LeakyReLU -> AvgPool3d"""

    def __init__(self):
        super().__init__()
        self.leakyrelu_0 = nn.LeakyReLU()
        self.avgpool3d_1 = nn.AvgPool3d(kernel_size=3)

    def forward(self, x):
        x = self.leakyrelu_0(x)
        x = self.avgpool3d_1(x)
        return x


def get_inputs():
    return [torch.randn(13312, 16, 32, 32)]


def get_init_inputs():
    return []
