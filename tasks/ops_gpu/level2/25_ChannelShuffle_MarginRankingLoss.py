"""ChannelShuffle -> MarginRankingLoss: synthesised by warpgym synth (seed 7, index 32, torch#2, dim 0 x8351)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ChannelShuffle -> MarginRankingLoss"""

    def __init__(self):
        super().__init__()
        self.channelshuffle_0 = nn.ChannelShuffle(groups=2)
        self.marginrankingloss_1 = nn.MarginRankingLoss()

    def forward(self, x, x1, x2):
        x = self.channelshuffle_0(x)
        x = self.marginrankingloss_1(x, x1, x2)
        return x


def get_inputs():
    return [torch.randn(16702, 8, 8, 16, 16), torch.randn(16702, 8, 8, 16, 16), torch.randn(16702, 8, 8, 16, 16)]


def get_init_inputs():
    return []
