"""Softsign -> ChannelShuffle -> MSELoss: synthesised by warpgym synth (seed 7, index 5075, torch#3, dim 0 x2258)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softsign -> ChannelShuffle -> MSELoss"""

    def __init__(self):
        super().__init__()
        self.softsign_0 = nn.Softsign()
        self.channelshuffle_1 = nn.ChannelShuffle(groups=2)
        self.mseloss_2 = nn.MSELoss()

    def forward(self, x, x1):
        x = self.softsign_0(x)
        x = self.channelshuffle_1(x)
        x = self.mseloss_2(x, x1)
        return x


def get_inputs():
    return [torch.randn(4516, 8, 8, 16, 16), torch.randn(4516, 8, 8, 16, 16)]


def get_init_inputs():
    return []
