"""Mish -> AdaptiveMaxPool1d -> AdaptiveMaxPool2d -> F.glu -> ChannelShuffle: synthesised by warpgym synth (seed 7, index 543, torch#5, dim 0 x1117)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Mish -> AdaptiveMaxPool1d -> AdaptiveMaxPool2d -> F.glu -> ChannelShuffle"""

    def __init__(self):
        super().__init__()
        self.mish_0 = nn.Mish()
        self.adaptivemaxpool1d_1 = nn.AdaptiveMaxPool1d(output_size=4)
        self.adaptivemaxpool2d_2 = nn.AdaptiveMaxPool2d(output_size=4)
        self.channelshuffle_4 = nn.ChannelShuffle(groups=2)

    def forward(self, x):
        x = self.mish_0(x)
        x = self.adaptivemaxpool1d_1(x)
        x = self.adaptivemaxpool2d_2(x)
        x = F.glu(x)
        x = self.channelshuffle_4(x)
        return x


def get_inputs():
    return [torch.randn(35744, 128, 64)]


def get_init_inputs():
    return []
