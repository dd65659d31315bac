"""Linear -> ChannelShuffle: synthesised by warpgym synth (seed 7, index 4331, torch#2, dim 0 x2207)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Linear -> ChannelShuffle"""

    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(in_features=32, out_features=32)
        self.channelshuffle_1 = nn.ChannelShuffle(groups=2)

    def forward(self, x):
        x = self.linear_0(x)
        x = self.channelshuffle_1(x)
        return x


def get_inputs():
    return [torch.randn(17656, 16, 32, 32)]


def get_init_inputs():
    return []
