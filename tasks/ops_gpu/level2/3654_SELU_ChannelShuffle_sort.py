"""SELU -> ChannelShuffle -> torch.sort: synthesised by warpgym synth (seed 7, index 5733, torch#3, dim 0 x384)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """SELU -> ChannelShuffle -> torch.sort"""

    def __init__(self):
        super().__init__()
        self.selu_0 = nn.SELU()
        self.channelshuffle_1 = nn.ChannelShuffle(groups=2)

    def forward(self, x):
        x = self.selu_0(x)
        x = self.channelshuffle_1(x)
        x = torch.sort(x)[0]
        return x


def get_inputs():
    return [torch.randn(3072, 64, 16, 16)]


def get_init_inputs():
    return []
