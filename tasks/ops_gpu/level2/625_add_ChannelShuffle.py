"""torch.add -> ChannelShuffle: synthesised by warpgym synth (seed 7, index 1000, torch#2, dim 0 x2290)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.add -> ChannelShuffle"""

    def __init__(self):
        super().__init__()
        self.channelshuffle_1 = nn.ChannelShuffle(groups=2)

    def forward(self, x, x1):
        x = torch.add(x, x1)
        x = self.channelshuffle_1(x)
        return x


def get_inputs():
    return [torch.randn(18320, 64, 16, 16), torch.randn(18320, 64, 16, 16)]


def get_init_inputs():
    return []
