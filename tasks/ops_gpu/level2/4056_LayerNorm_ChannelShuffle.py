"""LayerNorm -> ChannelShuffle: synthesised by warpgym synth (seed 7, index 6376, torch#2, dim 0 x511)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LayerNorm -> ChannelShuffle"""

    def __init__(self):
        super().__init__()
        self.layernorm_0 = nn.LayerNorm(normalized_shape=128)
        self.channelshuffle_1 = nn.ChannelShuffle(groups=2)

    def forward(self, x):
        x = self.layernorm_0(x)
        x = self.channelshuffle_1(x)
        return x


def get_inputs():
    return [torch.randn(4088, 256, 128)]


def get_init_inputs():
    return []
