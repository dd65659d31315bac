"""F.pixel_unshuffle -> MaxPool3d: synthesised by warpgym synth (seed 7, index 248, torch#2, dim 0 x27022)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.pixel_unshuffle -> MaxPool3d"""

    def __init__(self):
        super().__init__()
        self.maxpool3d_1 = nn.MaxPool3d(kernel_size=3)

    def forward(self, x):
        x = F.pixel_unshuffle(x, 2)
        x = self.maxpool3d_1(x)
        return x


def get_inputs():
    return [torch.randn(54044, 8, 8, 16, 16)]


def get_init_inputs():
    return []
