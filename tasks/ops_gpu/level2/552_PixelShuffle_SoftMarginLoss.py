"""PixelShuffle -> SoftMarginLoss: synthesised by warpgym synth (seed 7, index 751, torch#2, dim 0 x3854)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """PixelShuffle -> SoftMarginLoss"""

    def __init__(self):
        super().__init__()
        self.pixelshuffle_0 = nn.PixelShuffle(upscale_factor=2)
        self.softmarginloss_1 = nn.SoftMarginLoss()

    def forward(self, x, x1):
        x = self.pixelshuffle_0(x)
        x = self.softmarginloss_1(x, x1)
        return x


def get_inputs():
    return [torch.randn(7708, 8, 8, 16, 16), torch.randn(7708, 8, 2, 32, 32)]


def get_init_inputs():
    return []
