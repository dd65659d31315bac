"""SELU -> Conv1d: synthesised by warpgym synth (seed 7, index 321, torch#2, dim 0 x157)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """SELU -> Conv1d"""

    def __init__(self):
        super().__init__()
        self.selu_0 = nn.SELU()
        self.conv1d_1 = nn.Conv1d(in_channels=256, kernel_size=3, out_channels=128)

    def forward(self, x):
        x = self.selu_0(x)
        x = self.conv1d_1(x)
        return x


def get_inputs():
    return [torch.randn(1256, 256, 128)]


def get_init_inputs():
    return []
