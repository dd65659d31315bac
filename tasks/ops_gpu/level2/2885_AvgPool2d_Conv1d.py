"""AvgPool2d -> Conv1d: synthesised by warpgym synth (seed 7, index 4561, torch#2, dim 0 x4144)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """AvgPool2d -> Conv1d"""

    def __init__(self):
        super().__init__()
        self.avgpool2d_0 = nn.AvgPool2d(kernel_size=3)
        self.conv1d_1 = nn.Conv1d(in_channels=10, kernel_size=3, out_channels=85)

    def forward(self, x):
        x = self.avgpool2d_0(x)
        x = self.conv1d_1(x)
        return x


def get_inputs():
    return [torch.randn(66304, 32, 256)]


def get_init_inputs():
    return []
