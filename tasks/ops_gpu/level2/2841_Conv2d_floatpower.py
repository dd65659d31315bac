"""Conv2d -> torch.float_power: synthesised by warpgym synth (seed 7, index 4489, torch#2, dim 0 x192)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Conv2d -> torch.float_power"""

    def __init__(self):
        super().__init__()
        self.conv2d_0 = nn.Conv2d(in_channels=32, kernel_size=3, out_channels=16)

    def forward(self, x):
        x = self.conv2d_0(x)
        x = torch.float_power(x, 2.0)
        return x


def get_inputs():
    return [torch.randn(3072, 32, 16, 16)]


def get_init_inputs():
    return []
