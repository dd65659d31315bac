"""SELU -> Conv2d -> F.softmin: synthesised by warpgym synth (seed 7, index 4168, torch#3, dim 0 x76)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """SELU -> Conv2d -> F.softmin"""

    def __init__(self):
        super().__init__()
        self.selu_0 = nn.SELU()
        self.conv2d_1 = nn.Conv2d(in_channels=16, kernel_size=3, out_channels=32)

    def forward(self, x):
        x = self.selu_0(x)
        x = self.conv2d_1(x)
        x = F.softmin(x)
        return x


def get_inputs():
    return [torch.randn(608, 16, 32, 32)]


def get_init_inputs():
    return []
