"""PixelUnshuffle -> torch.cosh: synthesised by warpgym synth (seed 7, index 3708, torch#2, dim 0 x3336)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """PixelUnshuffle -> torch.cosh"""

    def __init__(self):
        super().__init__()
        self.pixelunshuffle_0 = nn.PixelUnshuffle(downscale_factor=2)

    def forward(self, x):
        x = self.pixelunshuffle_0(x)
        x = torch.cosh(x)
        return x


def get_inputs():
    return [torch.randn(26688, 16, 32, 32)]


def get_init_inputs():
    return []
