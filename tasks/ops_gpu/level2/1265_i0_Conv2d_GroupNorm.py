"""torch.i0 -> Conv2d -> GroupNorm: synthesised by warpgym synth (seed 7, index 2037, torch#3, dim 0 x2968)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.i0 -> Conv2d -> GroupNorm"""

    def __init__(self):
        super().__init__()
        self.conv2d_1 = nn.Conv2d(in_channels=64, kernel_size=3, out_channels=16)
        self.groupnorm_2 = nn.GroupNorm(num_channels=16, num_groups=2)

    def forward(self, x):
        x = torch.i0(x)
        x = self.conv2d_1(x)
        x = self.groupnorm_2(x)
        return x


def get_inputs():
    return [torch.randn(23744, 64, 16, 16)]


def get_init_inputs():
    return []
