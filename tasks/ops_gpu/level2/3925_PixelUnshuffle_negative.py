"""PixelUnshuffle -> torch.negative: synthesised by warpgym synth (seed 7, index 6182, torch#2, dim 0 x2253)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """PixelUnshuffle -> torch.negative"""

    def __init__(self):
        super().__init__()
        self.pixelunshuffle_0 = nn.PixelUnshuffle(downscale_factor=2)

    def forward(self, x):
        x = self.pixelunshuffle_0(x)
        x = torch.negative(x)
        return x


def get_inputs():
    return [torch.randn(36048, 32, 256)]


def get_init_inputs():
    return []
