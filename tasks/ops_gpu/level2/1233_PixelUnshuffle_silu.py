"""PixelUnshuffle -> F.silu: synthesised by warpgym synth (seed 7, index 1992, torch#2, dim 0 x15140)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """PixelUnshuffle -> F.silu"""

    def __init__(self):
        super().__init__()
        self.pixelunshuffle_0 = nn.PixelUnshuffle(downscale_factor=2)

    def forward(self, x):
        x = self.pixelunshuffle_0(x)
        x = F.silu(x)
        return x


def get_inputs():
    return [torch.randn(30280, 8, 8, 16, 16)]


def get_init_inputs():
    return []
