"""torch.multiply -> Conv2d: synthesised by warpgym synth (seed 9, index 190, torch#2, dim 0 x193)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.multiply -> Conv2d"""

    def __init__(self):
        super().__init__()
        self.conv2d_1 = nn.Conv2d(in_channels=16, kernel_size=3, out_channels=32)

    def forward(self, x, x1):
        x = torch.multiply(x, x1)
        x = self.conv2d_1(x)
        return x


def get_inputs():
    return [torch.randn(1544, 16, 32, 32), torch.randn(1544, 16, 32, 32)]


def get_init_inputs():
    return []
