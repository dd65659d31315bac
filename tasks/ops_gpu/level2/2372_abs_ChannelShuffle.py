"""torch.abs -> ChannelShuffle: synthesised by warpgym synth (seed 7, index 3742, torch#2, dim 0 x1793)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.abs -> ChannelShuffle"""

    def __init__(self):
        super().__init__()
        self.channelshuffle_1 = nn.ChannelShuffle(groups=2)

    def forward(self, x):
        x = torch.abs(x)
        x = self.channelshuffle_1(x)
        return x


def get_inputs():
    return [torch.randn(28688, 32, 256)]


def get_init_inputs():
    return []
