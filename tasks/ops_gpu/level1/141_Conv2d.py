"""Conv2d: synthesised by warpgym synth (seed 7, index 2009, torch#1, dim 0 x249)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Conv2d"""

    def __init__(self):
        super().__init__()
        self.conv2d_0 = nn.Conv2d(in_channels=32, kernel_size=3, out_channels=32)

    def forward(self, x):
        x = self.conv2d_0(x)
        return x


def get_inputs():
    return [torch.randn(996, 32, 32, 32)]


def get_init_inputs():
    return []
