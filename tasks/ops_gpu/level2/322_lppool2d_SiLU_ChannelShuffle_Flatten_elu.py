"""F.lp_pool2d -> SiLU -> ChannelShuffle -> Flatten -> F.elu: synthesised by warpgym synth (seed 7, index 489, torch#5, dim 0 x1081)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.lp_pool2d -> SiLU -> ChannelShuffle -> Flatten -> F.elu"""

    def __init__(self):
        super().__init__()
        self.silu_1 = nn.SiLU()
        self.channelshuffle_2 = nn.ChannelShuffle(groups=2)
        self.flatten_3 = nn.Flatten()

    def forward(self, x):
        x = F.lp_pool2d(x, kernel_size=3, norm_type=2)
        x = self.silu_1(x)
        x = self.channelshuffle_2(x)
        x = self.flatten_3(x)
        x = F.elu(x)
        return x


def get_inputs():
    return [torch.randn(34592, 128, 64)]


def get_init_inputs():
    return []
