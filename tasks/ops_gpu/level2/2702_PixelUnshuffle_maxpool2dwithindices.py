"""PixelUnshuffle -> F.max_pool2d_with_indices: synthesised by warpgym synth (seed 7, index 4276, torch#2, dim 0 x2398)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """PixelUnshuffle -> F.max_pool2d_with_indices"""

    def __init__(self):
        super().__init__()
        self.pixelunshuffle_0 = nn.PixelUnshuffle(downscale_factor=2)

    def forward(self, x):
        x = self.pixelunshuffle_0(x)
        x = F.max_pool2d_with_indices(x, kernel_size=3)[0]
        return x


def get_inputs():
    return [torch.randn(38368, 32, 16, 16)]


def get_init_inputs():
    return []
