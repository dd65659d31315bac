"""PixelUnshuffle: synthesised by warpgym synth (seed 8, index 367, torch#1, dim 0 x3889)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """PixelUnshuffle"""

    def __init__(self):
        super().__init__()
        self.pixelunshuffle_0 = nn.PixelUnshuffle(downscale_factor=2)

    def forward(self, x):
        x = self.pixelunshuffle_0(x)
        return x


def get_inputs():
    return [torch.randn(62224, 64, 128)]


def get_init_inputs():
    return []
