"""torch.float_power -> PixelUnshuffle: synthesised by warpgym synth (seed 7, index 3280, torch#2, dim 0 x261)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.float_power -> PixelUnshuffle"""

    def __init__(self):
        super().__init__()
        self.pixelunshuffle_1 = nn.PixelUnshuffle(downscale_factor=2)

    def forward(self, x):
        x = torch.float_power(x, 2.0)
        x = self.pixelunshuffle_1(x)
        return x


def get_inputs():
    return [torch.randn(2088, 64, 16, 16)]


def get_init_inputs():
    return []
