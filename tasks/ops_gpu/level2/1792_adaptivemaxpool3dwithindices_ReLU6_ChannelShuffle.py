"""F.adaptive_max_pool3d_with_indices -> ReLU6 -> ChannelShuffle: synthesised by warpgym synth (seed 7, index 2840, torch#3, dim 0 x7933)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.adaptive_max_pool3d_with_indices -> ReLU6 -> ChannelShuffle"""

    def __init__(self):
        super().__init__()
        self.relu6_1 = nn.ReLU6()
        self.channelshuffle_2 = nn.ChannelShuffle(groups=2)

    def forward(self, x):
        x = F.adaptive_max_pool3d_with_indices(x, output_size=4)[0]
        x = self.relu6_1(x)
        x = self.channelshuffle_2(x)
        return x


def get_inputs():
    return [torch.randn(126928, 32, 16, 16)]


def get_init_inputs():
    return []
