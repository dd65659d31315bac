"""PixelUnshuffle -> torch.square: synthesised by warpgym synth (seed 9, index 237, torch#2, dim 0 x3257)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """PixelUnshuffle -> torch.square"""

    def __init__(self):
        super().__init__()
        self.pixelunshuffle_0 = nn.PixelUnshuffle(downscale_factor=2)

    def forward(self, x):
        x = self.pixelunshuffle_0(x)
        x = torch.square(x)
        return x


def get_inputs():
    return [torch.randn(26056, 16, 32, 32)]


def get_init_inputs():
    return []
