"""F.channel_shuffle -> Conv2d: synthesised by warpgym synth (seed 7, index 6036, torch#2, dim 0 x780)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.channel_shuffle -> Conv2d"""

    def __init__(self):
        super().__init__()
        self.conv2d_1 = nn.Conv2d(in_channels=64, kernel_size=3, out_channels=16)

    def forward(self, x):
        x = F.channel_shuffle(x, 2)
        x = self.conv2d_1(x)
        return x


def get_inputs():
    return [torch.randn(6240, 64, 16, 16)]


def get_init_inputs():
    return []
