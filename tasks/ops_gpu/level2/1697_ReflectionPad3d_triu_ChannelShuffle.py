"""ReflectionPad3d -> torch.triu -> ChannelShuffle: synthesised by warpgym synth (seed 7, index 2695, torch#3, dim 0 x3453)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReflectionPad3d -> torch.triu -> ChannelShuffle"""

    def __init__(self):
        super().__init__()
        self.reflectionpad3d_0 = nn.ReflectionPad3d(padding=1)
        self.channelshuffle_2 = nn.ChannelShuffle(groups=2)

    def forward(self, x):
        x = self.reflectionpad3d_0(x)
        x = torch.triu(x)
        x = self.channelshuffle_2(x)
        return x


def get_inputs():
    return [torch.randn(13812, 32, 32, 32)]


def get_init_inputs():
    return []
