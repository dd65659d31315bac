"""ChannelShuffle -> F.pad: synthesised by warpgym synth (seed 7, index 3184, torch#2, dim 0 x1095)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ChannelShuffle -> F.pad"""

    def __init__(self):
        super().__init__()
        self.channelshuffle_0 = nn.ChannelShuffle(groups=2)

    def forward(self, x):
        x = self.channelshuffle_0(x)
        x = F.pad(x, pad=[1, 1])
        return x


def get_inputs():
    return [torch.randn(17520, 32, 256)]


def get_init_inputs():
    return []
