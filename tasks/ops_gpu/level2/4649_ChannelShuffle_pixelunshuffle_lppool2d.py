"""ChannelShuffle -> F.pixel_unshuffle -> F.lp_pool2d: synthesised by warpgym synth (seed 8, index 338, torch#3, dim 0 x468)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ChannelShuffle -> F.pixel_unshuffle -> F.lp_pool2d"""

    def __init__(self):
        super().__init__()
        self.channelshuffle_0 = nn.ChannelShuffle(groups=2)

    def forward(self, x):
        x = self.channelshuffle_0(x)
        x = F.pixel_unshuffle(x, 2)
        x = F.lp_pool2d(x, kernel_size=3, norm_type=2)
        return x


def get_inputs():
    return [torch.randn(3744, 64, 16, 16)]


def get_init_inputs():
    return []
