"""ChannelShuffle -> F.group_norm -> torch.diag_embed: synthesised by warpgym synth (seed 9, index 510, torch#3, dim 0 x147)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ChannelShuffle -> F.group_norm -> torch.diag_embed"""

    def __init__(self):
        super().__init__()
        self.channelshuffle_0 = nn.ChannelShuffle(groups=2)

    def forward(self, x):
        x = self.channelshuffle_0(x)
        x = F.group_norm(x, num_groups=2)
        x = torch.diag_embed(x)
        return x


def get_inputs():
    return [torch.randn(588, 32, 32, 32)]


def get_init_inputs():
    return []
