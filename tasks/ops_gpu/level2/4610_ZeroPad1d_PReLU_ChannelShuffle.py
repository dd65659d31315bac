"""ZeroPad1d -> PReLU -> ChannelShuffle: synthesised by warpgym synth (seed 8, index 271, torch#3, dim 0 x3682)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ZeroPad1d -> PReLU -> ChannelShuffle"""

    def __init__(self):
        super().__init__()
        self.zeropad1d_0 = nn.ZeroPad1d(padding=1)
        self.prelu_1 = nn.PReLU()
        self.channelshuffle_2 = nn.ChannelShuffle(groups=2)

    def forward(self, x):
        x = self.zeropad1d_0(x)
        x = self.prelu_1(x)
        x = self.channelshuffle_2(x)
        return x


def get_inputs():
    return [torch.randn(29456, 16, 32, 32)]


def get_init_inputs():
    return []
