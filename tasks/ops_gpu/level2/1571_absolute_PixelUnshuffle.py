"""torch.absolute -> PixelUnshuffle: synthesised by warpgym synth (seed 7, index 2504, torch#2, dim 0 x3730)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.absolute -> PixelUnshuffle"""

    def __init__(self):
        super().__init__()
        self.pixelunshuffle_1 = nn.PixelUnshuffle(downscale_factor=2)

    def forward(self, x):
        x = torch.absolute(x)
        x = self.pixelunshuffle_1(x)
        return x


def get_inputs():
    return [torch.randn(59680, 32, 256)]


def get_init_inputs():
    return []
