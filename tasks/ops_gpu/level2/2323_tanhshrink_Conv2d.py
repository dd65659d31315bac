"""F.tanhshrink -> Conv2d: synthesised by warpgym synth (seed 7, index 3667, torch#2, dim 0 x261)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.tanhshrink -> Conv2d"""

    def __init__(self):
        super().__init__()
        self.conv2d_1 = nn.Conv2d(in_channels=64, kernel_size=3, out_channels=16)

    def forward(self, x):
        x = F.tanhshrink(x)
        x = self.conv2d_1(x)
        return x


def get_inputs():
    return [torch.randn(2088, 64, 16, 16)]


def get_init_inputs():
    return []
