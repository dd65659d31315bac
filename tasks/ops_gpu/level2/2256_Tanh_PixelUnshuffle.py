"""Tanh -> PixelUnshuffle: synthesised by warpgym synth (seed 7, index 3579, torch#2, dim 0 x1351)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Tanh -> PixelUnshuffle"""

    def __init__(self):
        super().__init__()
        self.tanh_0 = nn.Tanh()
        self.pixelunshuffle_1 = nn.PixelUnshuffle(downscale_factor=2)

    def forward(self, x):
        x = self.tanh_0(x)
        x = self.pixelunshuffle_1(x)
        return x


def get_inputs():
    return [torch.randn(21616, 32, 16, 16)]


def get_init_inputs():
    return []
