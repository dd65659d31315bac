"""ChannelShuffle -> ReLU6: synthesised by warpgym synth (seed 7, index 5111, torch#2, dim 0 x16048)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ChannelShuffle -> ReLU6"""

    def __init__(self):
        super().__init__()
        self.channelshuffle_0 = nn.ChannelShuffle(groups=2)
        self.relu6_1 = nn.ReLU6()

    def forward(self, x):
        x = self.channelshuffle_0(x)
        x = self.relu6_1(x)
        return x


def get_inputs():
    return [torch.randn(64192, 16, 8, 8, 8)]


def get_init_inputs():
    return []
