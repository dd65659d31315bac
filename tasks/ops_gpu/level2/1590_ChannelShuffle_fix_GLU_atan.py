"""ChannelShuffle -> torch.fix -> GLU -> torch.atan: synthesised by warpgym synth (seed 7, index 2525, torch#4, dim 0 x837)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ChannelShuffle -> torch.fix -> GLU -> torch.atan"""

    def __init__(self):
        super().__init__()
        self.channelshuffle_0 = nn.ChannelShuffle(groups=2)
        self.glu_2 = nn.GLU()

    def forward(self, x):
        x = self.channelshuffle_0(x)
        x = torch.fix(x)
        x = self.glu_2(x)
        x = torch.atan(x)
        return x


def get_inputs():
    return [torch.randn(6696, 256, 128)]


def get_init_inputs():
    return []
