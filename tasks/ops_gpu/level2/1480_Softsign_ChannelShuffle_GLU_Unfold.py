"""Softsign -> ChannelShuffle -> GLU -> Unfold: synthesised by warpgym synth (seed 7, index 2364, torch#4, dim 0 x196)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softsign -> ChannelShuffle -> GLU -> Unfold"""

    def __init__(self):
        super().__init__()
        self.softsign_0 = nn.Softsign()
        self.channelshuffle_1 = nn.ChannelShuffle(groups=2)
        self.glu_2 = nn.GLU()
        self.unfold_3 = nn.Unfold(kernel_size=3)

    def forward(self, x):
        x = self.softsign_0(x)
        x = self.channelshuffle_1(x)
        x = self.glu_2(x)
        x = self.unfold_3(x)
        return x


def get_inputs():
    return [torch.randn(3136, 32, 256)]


def get_init_inputs():
    return []
