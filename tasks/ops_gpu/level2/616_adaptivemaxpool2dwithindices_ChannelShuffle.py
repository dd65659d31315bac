"""F.adaptive_max_pool2d_with_indices -> ChannelShuffle: synthesised by warpgym synth (seed 7, index 987, torch#2, dim 0 x7406)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.adaptive_max_pool2d_with_indices -> ChannelShuffle"""

    def __init__(self):
        super().__init__()
        self.channelshuffle_1 = nn.ChannelShuffle(groups=2)

    def forward(self, x):
        x = F.adaptive_max_pool2d_with_indices(x, output_size=4)[0]
        x = self.channelshuffle_1(x)
        return x


def get_inputs():
    return [torch.randn(118496, 64, 128)]


def get_init_inputs():
    return []
