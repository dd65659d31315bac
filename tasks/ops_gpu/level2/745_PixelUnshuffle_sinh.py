"""PixelUnshuffle -> torch.sinh: synthesised by warpgym synth (seed 7, index 1202, torch#2, dim 0 x2580)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """PixelUnshuffle -> torch.sinh"""

    def __init__(self):
        super().__init__()
        self.pixelunshuffle_0 = nn.PixelUnshuffle(downscale_factor=2)

    def forward(self, x):
        x = self.pixelunshuffle_0(x)
        x = torch.sinh(x)
        return x


def get_inputs():
    return [torch.randn(20640, 64, 16, 16)]


def get_init_inputs():
    return []
