"""ChannelShuffle -> torch.addcdiv -> Linear -> torch.cholesky_inverse: synthesised by warpgym synth (seed 7, index 6600, torch#4, dim 0 x4803)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ChannelShuffle -> torch.addcdiv -> Linear -> torch.cholesky_inverse"""

    def __init__(self):
        super().__init__()
        self.channelshuffle_0 = nn.ChannelShuffle(groups=2)
        self.linear_2 = nn.Linear(in_features=8, out_features=8)

    def forward(self, x, x1, x2):
        x = self.channelshuffle_0(x)
        x = torch.addcdiv(x, x1, x2)
        x = self.linear_2(x)
        x = torch.cholesky_inverse(x)
        return x


def get_inputs():
    return [torch.randn(19212, 16, 8, 8, 8), torch.randn(19212, 16, 8, 8, 8), torch.randn(19212, 16, 8, 8, 8)]


def get_init_inputs():
    return []
