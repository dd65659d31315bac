"""ChannelShuffle -> F.max_pool3d_with_indices: synthesised by warpgym synth (seed 7, index 1358, torch#2, dim 0 x6329)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ChannelShuffle -> F.max_pool3d_with_indices"""

    def __init__(self):
        super().__init__()
        self.channelshuffle_0 = nn.ChannelShuffle(groups=2)

    def forward(self, x):
        x = self.channelshuffle_0(x)
        x = F.max_pool3d_with_indices(x, kernel_size=3)[0]
        return x


def get_inputs():
    return [torch.randn(50632, 64, 16, 16)]


def get_init_inputs():
    return []
