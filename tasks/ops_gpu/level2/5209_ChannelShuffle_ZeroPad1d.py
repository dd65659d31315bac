"""ChannelShuffle -> ZeroPad1d: synthesised by warpgym synth (seed 9, index 743, torch#2, dim 0 x3267)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ChannelShuffle -> ZeroPad1d"""

    def __init__(self):
        super().__init__()
        self.channelshuffle_0 = nn.ChannelShuffle(groups=2)
        self.zeropad1d_1 = nn.ZeroPad1d(padding=1)

    def forward(self, x):
        x = self.channelshuffle_0(x)
        x = self.zeropad1d_1(x)
        return x


def get_inputs():
    return [torch.randn(13068, 32, 32, 32)]


def get_init_inputs():
    return []
