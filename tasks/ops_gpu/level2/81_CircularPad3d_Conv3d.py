"""CircularPad3d -> Conv3d: synthesised by warpgym synth (seed 7, index 112, torch#2, dim 0 x801)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """CircularPad3d -> Conv3d"""

    def __init__(self):
        super().__init__()
        self.circularpad3d_0 = nn.CircularPad3d(padding=1)
        self.conv3d_1 = nn.Conv3d(in_channels=16, kernel_size=3, out_channels=10)

    def forward(self, x):
        x = self.circularpad3d_0(x)
        x = self.conv3d_1(x)
        return x


def get_inputs():
    return [torch.randn(3204, 16, 8, 8, 8)]


def get_init_inputs():
    return []
