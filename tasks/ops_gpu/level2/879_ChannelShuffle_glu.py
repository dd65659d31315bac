"""ChannelShuffle -> F.glu: synthesised by warpgym synth (seed 7, index 1436, torch#2, dim 0 x538)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ChannelShuffle -> F.glu"""

    def __init__(self):
        super().__init__()
        self.channelshuffle_0 = nn.ChannelShuffle(groups=2)

    def forward(self, x):
        x = self.channelshuffle_0(x)
        x = F.glu(x)
        return x


def get_inputs():
    return [torch.randn(17216, 128, 64)]


def get_init_inputs():
    return []
