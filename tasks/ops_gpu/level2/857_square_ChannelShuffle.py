"""torch.square -> ChannelShuffle: synthesised by warpgym synth (seed 7, index 1397, torch#2, dim 0 x3273)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.square -> ChannelShuffle"""

    def __init__(self):
        super().__init__()
        self.channelshuffle_1 = nn.ChannelShuffle(groups=2)

    def forward(self, x):
        x = torch.square(x)
        x = self.channelshuffle_1(x)
        return x


def get_inputs():
    return [torch.randn(13092, 32, 32, 32)]


def get_init_inputs():
    return []
