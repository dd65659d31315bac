"""torch.atan2 -> PixelUnshuffle: synthesised by warpgym synth (seed 7, index 587, torch#2, dim 0 x1695)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.atan2 -> PixelUnshuffle"""

    def __init__(self):
        super().__init__()
        self.pixelunshuffle_1 = nn.PixelUnshuffle(downscale_factor=2)

    def forward(self, x, x1):
        x = torch.atan2(x, x1)
        x = self.pixelunshuffle_1(x)
        return x


def get_inputs():
    return [torch.randn(13560, 64, 16, 16), torch.randn(13560, 64, 16, 16)]


def get_init_inputs():
    return []
