"""torch.rad2deg -> Conv3d: synthesised by warpgym synth (seed 8, index 119, torch#2, dim 0 x2802)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.rad2deg -> Conv3d"""

    def __init__(self):
        super().__init__()
        self.conv3d_1 = nn.Conv3d(in_channels=8, kernel_size=3, out_channels=16)

    def forward(self, x):
        x = torch.rad2deg(x)
        x = self.conv3d_1(x)
        return x


def get_inputs():
    return [torch.randn(5604, 8, 8, 16, 16)]


def get_init_inputs():
    return []
