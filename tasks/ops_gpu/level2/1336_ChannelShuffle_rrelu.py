"""ChannelShuffle -> F.rrelu: synthesised by warpgym synth (seed 7, index 2145, torch#2, dim 0 x3648)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ChannelShuffle -> F.rrelu"""

    def __init__(self):
        super().__init__()
        self.channelshuffle_0 = nn.ChannelShuffle(groups=2)

    def forward(self, x):
        x = self.channelshuffle_0(x)
        x = F.rrelu(x)
        return x


def get_inputs():
    return [torch.randn(58368, 32, 16, 16)]


def get_init_inputs():
    return []
