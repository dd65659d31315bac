"""PixelUnshuffle -> torch.amax: synthesised by warpgym synth (seed 7, index 3400, torch#2, dim 0 x6283)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """PixelUnshuffle -> torch.amax"""

    def __init__(self):
        super().__init__()
        self.pixelunshuffle_0 = nn.PixelUnshuffle(downscale_factor=2)

    def forward(self, x):
        x = self.pixelunshuffle_0(x)
        x = torch.amax(x)
        return x


def get_inputs():
    return [torch.randn(100528, 64, 128)]


def get_init_inputs():
    return []
