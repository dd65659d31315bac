"""Conv2d -> F.adaptive_avg_pool3d: synthesised by warpgym synth (seed 7, index 2890, torch#2, dim 0 x747)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Conv2d -> F.adaptive_avg_pool3d"""

    def __init__(self):
        super().__init__()
        self.conv2d_0 = nn.Conv2d(in_channels=32, kernel_size=3, out_channels=32)

    def forward(self, x):
        x = self.conv2d_0(x)
        x = F.adaptive_avg_pool3d(x, output_size=4)
        return x


def get_inputs():
    return [torch.randn(2988, 32, 32, 32)]


def get_init_inputs():
    return []
