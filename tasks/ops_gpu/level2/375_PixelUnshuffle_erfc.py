"""PixelUnshuffle -> torch.erfc: synthesised by warpgym synth (seed 7, index 576, torch#2, dim 0 x3984)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """PixelUnshuffle -> torch.erfc"""

    def __init__(self):
        super().__init__()
        self.pixelunshuffle_0 = nn.PixelUnshuffle(downscale_factor=2)

    def forward(self, x):
        x = self.pixelunshuffle_0(x)
        x = torch.erfc(x)
        return x


def get_inputs():
    return [torch.randn(63744, 32, 16, 16)]


def get_init_inputs():
    return []
