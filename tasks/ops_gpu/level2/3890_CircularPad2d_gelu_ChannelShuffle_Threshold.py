"""CircularPad2d -> F.gelu -> ChannelShuffle -> Threshold: synthesised by warpgym synth (seed 7, index 6126, torch#4, dim 0 x3091)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """CircularPad2d -> F.gelu -> ChannelShuffle -> Threshold"""

    def __init__(self):
        super().__init__()
        self.circularpad2d_0 = nn.CircularPad2d(padding=1)
        self.channelshuffle_2 = nn.ChannelShuffle(groups=2)
        self.threshold_3 = nn.Threshold(threshold=0.5, value=0.5)

    def forward(self, x):
        x = self.circularpad2d_0(x)
        x = F.gelu(x)
        x = self.channelshuffle_2(x)
        x = self.threshold_3(x)
        return x


def get_inputs():
    return [torch.randn(12364, 32, 32, 32)]


def get_init_inputs():
    return []
