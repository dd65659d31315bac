"""ChannelShuffle -> Flatten -> Hardsigmoid -> torch.mul: synthesised by warpgym synth (seed 7, index 1891, torch#4, dim 0 x2327)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ChannelShuffle -> Flatten -> Hardsigmoid -> torch.mul"""

    def __init__(self):
        super().__init__()
        self.channelshuffle_0 = nn.ChannelShuffle(groups=2)
        self.flatten_1 = nn.Flatten()
        self.hardsigmoid_2 = nn.Hardsigmoid()

    def forward(self, x, x1):
        x = self.channelshuffle_0(x)
        x = self.flatten_1(x)
        x = self.hardsigmoid_2(x)
        x = torch.mul(x, x1)
        return x


def get_inputs():
    return [torch.randn(18616, 64, 16, 16), torch.randn(18616, 16384)]


def get_init_inputs():
    return []
