"""ChannelShuffle -> torch.logcumsumexp -> torch.add -> torch.hypot: synthesised by warpgym synth (seed 7, index 1766, torch#4, dim 0 x7985)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ChannelShuffle -> torch.logcumsumexp -> torch.add -> torch.hypot"""

    def __init__(self):
        super().__init__()
        self.channelshuffle_0 = nn.ChannelShuffle(groups=2)

    def forward(self, x, x1, x2):
        x = self.channelshuffle_0(x)
        x = torch.logcumsumexp(x, -1)
        x = torch.add(x, x1)
        x = torch.hypot(x, x2)
        return x


def get_inputs():
    return [torch.randn(15970, 8, 8, 16, 16), torch.randn(15970, 8, 8, 16, 16), torch.randn(15970, 8, 8, 16, 16)]


def get_init_inputs():
    return []
