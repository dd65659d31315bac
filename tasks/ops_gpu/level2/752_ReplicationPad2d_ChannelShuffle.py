"""ReplicationPad2d -> ChannelShuffle: synthesised by warpgym synth (seed 7, index 1211, torch#2, dim 0 x3043)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReplicationPad2d -> ChannelShuffle"""

    def __init__(self):
        super().__init__()
        self.replicationpad2d_0 = nn.ReplicationPad2d(padding=1)
        self.channelshuffle_1 = nn.ChannelShuffle(groups=2)

    def forward(self, x):
        x = self.replicationpad2d_0(x)
        x = self.channelshuffle_1(x)
        return x


def get_inputs():
    return [torch.randn(12172, 32, 32, 32)]


def get_init_inputs():
    return []
