"""GELU -> PixelUnshuffle: synthesised by warpgym synth (seed 7, index 3770, torch#2, dim 0 x1031)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """GELU -> PixelUnshuffle"""

    def __init__(self):
        super().__init__()
        self.gelu_0 = nn.GELU()
        self.pixelunshuffle_1 = nn.PixelUnshuffle(downscale_factor=2)

    def forward(self, x):
        x = self.gelu_0(x)
        x = self.pixelunshuffle_1(x)
        return x


def get_inputs():
    return [torch.randn(32992, 128, 64)]


def get_init_inputs():
    return []
