"""Conv3d -> GroupNorm: synthesised by warpgym synth (seed 7, index 56, torch#2, dim 0 x1507)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Conv3d -> GroupNorm"""

    def __init__(self):
        super().__init__()
        self.conv3d_0 = nn.Conv3d(in_channels=16, kernel_size=3, out_channels=8)
        self.groupnorm_1 = nn.GroupNorm(num_channels=8, num_groups=2)

    def forward(self, x):
        x = self.conv3d_0(x)
        x = self.groupnorm_1(x)
        return x


def get_inputs():
    return [torch.randn(6028, 16, 8, 8, 8)]


def get_init_inputs():
    return []
