"""F.softmin -> PixelUnshuffle: synthesised by warpgym synth (seed 9, index 646, torch#2, dim 0 x1807)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.softmin -> PixelUnshuffle"""

    def __init__(self):
        super().__init__()
        self.pixelunshuffle_1 = nn.PixelUnshuffle(downscale_factor=2)

    def forward(self, x):
        x = F.softmin(x)
        x = self.pixelunshuffle_1(x)
        return x


def get_inputs():
    return [torch.randn(14456, 256, 128)]


def get_init_inputs():
    return []
