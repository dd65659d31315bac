"""F.native_channel_shuffle -> MaxPool2d: synthesised by warpgym synth (seed 7, index 1121, torch#2, dim 0 x1543)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.native_channel_shuffle -> MaxPool2d"""

    def __init__(self):
        super().__init__()
        self.maxpool2d_1 = nn.MaxPool2d(kernel_size=3)

    def forward(self, x):
        x = F.native_channel_shuffle(x, 2)
        x = self.maxpool2d_1(x)
        return x


def get_inputs():
    return [torch.randn(49376, 128, 64)]


def get_init_inputs():
    return []
