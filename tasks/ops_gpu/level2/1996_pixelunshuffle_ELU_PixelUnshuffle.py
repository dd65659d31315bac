"""F.pixel_unshuffle -> ELU -> PixelUnshuffle: synthesised by warpgym synth (seed 7, index 3148, torch#3, dim 0 x848)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.pixel_unshuffle -> ELU -> PixelUnshuffle"""

    def __init__(self):
        super().__init__()
        self.elu_1 = nn.ELU()
        self.pixelunshuffle_2 = nn.PixelUnshuffle(downscale_factor=2)

    def forward(self, x):
        x = F.pixel_unshuffle(x, 2)
        x = self.elu_1(x)
        x = self.pixelunshuffle_2(x)
        return x


def get_inputs():
    return [torch.randn(6784, 64, 16, 16)]


def get_init_inputs():
    return []
