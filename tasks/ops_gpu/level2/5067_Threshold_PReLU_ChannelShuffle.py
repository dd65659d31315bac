"""Threshold -> PReLU -> ChannelShuffle: synthesised by warpgym synth (seed 9, index 540, torch#3, dim 0 x631)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Threshold -> PReLU -> ChannelShuffle"""

    def __init__(self):
        super().__init__()
        self.threshold_0 = nn.Threshold(threshold=0.5, value=0.5)
        self.prelu_1 = nn.PReLU()
        self.channelshuffle_2 = nn.ChannelShuffle(groups=2)

    def forward(self, x):
        x = self.threshold_0(x)
        x = self.prelu_1(x)
        x = self.channelshuffle_2(x)
        return x


def get_inputs():
    return [torch.randn(10096, 32, 16, 16)]


def get_init_inputs():
    return []
