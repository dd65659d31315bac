"""ChannelShuffle -> AdaptiveAvgPool1d: synthesised by warpgym synth (seed 7, index 2327, torch#2, dim 0 x1165)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ChannelShuffle -> AdaptiveAvgPool1d"""

    def __init__(self):
        super().__init__()
        self.channelshuffle_0 = nn.ChannelShuffle(groups=2)
        self.adaptiveavgpool1d_1 = nn.AdaptiveAvgPool1d(output_size=4)

    def forward(self, x):
        x = self.channelshuffle_0(x)
        x = self.adaptiveavgpool1d_1(x)
        return x


def get_inputs():
    return [torch.randn(9320, 256, 128)]


def get_init_inputs():
    return []
