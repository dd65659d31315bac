"""PixelUnshuffle -> TripletMarginLoss: synthesised by warpgym synth (seed 7, index 847, torch#2, dim 0 x1226)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """PixelUnshuffle -> TripletMarginLoss"""

    def __init__(self):
        super().__init__()
        self.pixelunshuffle_0 = nn.PixelUnshuffle(downscale_factor=2)
        self.tripletmarginloss_1 = nn.TripletMarginLoss()

    def forward(self, x, x1, x2):
        x = self.pixelunshuffle_0(x)
        x = self.tripletmarginloss_1(x, x1, x2)
        return x


def get_inputs():
    return [torch.randn(4904, 16, 8, 8, 8), torch.randn(4904, 16, 32, 4, 4), torch.randn(4904, 16, 32, 4, 4)]


def get_init_inputs():
    return []
