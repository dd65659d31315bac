"""GELU -> MaxPool3d: synthesised by warpgym synth (seed 7, index 3433, torch#2, dim 0 x1264)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """GELU -> MaxPool3d"""

    def __init__(self):
        super().__init__()
        self.gelu_0 = nn.GELU()
        self.maxpool3d_1 = nn.MaxPool3d(kernel_size=3)

    def forward(self, x):
        x = self.gelu_0(x)
        x = self.maxpool3d_1(x)
        return x


def get_inputs():
    return [torch.randn(5056, 32, 32, 32)]


def get_init_inputs():
    return []
