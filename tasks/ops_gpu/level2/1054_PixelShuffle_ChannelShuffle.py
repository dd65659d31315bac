"""PixelShuffle -> ChannelShuffle: synthesised by warpgym synth (seed 7, index 1713, torch#2, dim 0 x15296)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """PixelShuffle -> ChannelShuffle"""

    def __init__(self):
        super().__init__()
        self.pixelshuffle_0 = nn.PixelShuffle(upscale_factor=2)
        self.channelshuffle_1 = nn.ChannelShuffle(groups=2)

    def forward(self, x):
        x = self.pixelshuffle_0(x)
        x = self.channelshuffle_1(x)
        return x


def get_inputs():
    return [torch.randn(30592, 8, 8, 16, 16)]


def get_init_inputs():
    return []
