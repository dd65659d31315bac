"""ChannelShuffle -> torch.atan -> GLU -> Bilinear: synthesised by warpgym synth (seed 10, index 9, torch#4, dim 0 x1263)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ChannelShuffle -> torch.atan -> GLU -> Bilinear"""

    def __init__(self):
        super().__init__()
        self.channelshuffle_0 = nn.ChannelShuffle(groups=2)
        self.glu_2 = nn.GLU()
        self.bilinear_3 = nn.Bilinear(in1_features=8, in2_features=8, out_features=8)

    def forward(self, x, x1):
        x = self.channelshuffle_0(x)
        x = torch.atan(x)
        x = self.glu_2(x)
        x = self.bilinear_3(x, x1)
        return x


def get_inputs():
    return [torch.randn(20208, 32, 16, 16), torch.randn(20208, 32, 16, 8)]


def get_init_inputs():
    return []
