"""ChannelShuffle -> GroupNorm: synthesised by warpgym synth (seed 7, index 4539, torch#2, dim 0 x732)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ChannelShuffle -> GroupNorm"""

    def __init__(self):
        super().__init__()
        self.channelshuffle_0 = nn.ChannelShuffle(groups=2)
        self.groupnorm_1 = nn.GroupNorm(num_channels=64, num_groups=2)

    def forward(self, x):
        x = self.channelshuffle_0(x)
        x = self.groupnorm_1(x)
        return x


def get_inputs():
    return [torch.randn(11712, 64, 128)]


def get_init_inputs():
    return []
