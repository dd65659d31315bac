"""F.sigmoid -> ChannelShuffle: synthesised by warpgym synth (seed 7, index 3348, torch#2, dim 0 x15233)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.sigmoid -> ChannelShuffle"""

    def __init__(self):
        super().__init__()
        self.channelshuffle_1 = nn.ChannelShuffle(groups=2)

    def forward(self, x):
        x = F.sigmoid(x)
        x = self.channelshuffle_1(x)
        return x


def get_inputs():
    return [torch.randn(30466, 8, 8, 16, 16)]


def get_init_inputs():
    return []
