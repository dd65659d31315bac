"""PixelUnshuffle -> PairwiseDistance: synthesised by warpgym synth (seed 9, index 16, torch#2, dim 0 x2019)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """PixelUnshuffle -> PairwiseDistance"""

    def __init__(self):
        super().__init__()
        self.pixelunshuffle_0 = nn.PixelUnshuffle(downscale_factor=2)
        self.pairwisedistance_1 = nn.PairwiseDistance()

    def forward(self, x, x1):
        x = self.pixelunshuffle_0(x)
        x = self.pairwisedistance_1(x, x1)
        return x


def get_inputs():
    return [torch.randn(16152, 64, 16, 16), torch.randn(16152, 256, 8, 8)]


def get_init_inputs():
    return []
