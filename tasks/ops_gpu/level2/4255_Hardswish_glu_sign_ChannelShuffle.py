"""Hardswish -> F.glu -> torch.sign -> ChannelShuffle: synthesised by warpgym synth (seed 7, index 6686, torch#4, dim 0 x1140)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Hardswish -> F.glu -> torch.sign -> ChannelShuffle"""

    def __init__(self):
        super().__init__()
        self.hardswish_0 = nn.Hardswish()
        self.channelshuffle_3 = nn.ChannelShuffle(groups=2)

    def forward(self, x):
        x = self.hardswish_0(x)
        x = F.glu(x)
        x = torch.sign(x)
        x = self.channelshuffle_3(x)
        return x


def get_inputs():
    return [torch.randn(18240, 32, 256)]


def get_init_inputs():
    return []
