"""torch.i0 -> torch.fmin -> AdaptiveMaxPool3d -> ChannelShuffle: synthesised by warpgym synth (seed 8, index 269, torch#4, dim 0 x3971)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.i0 -> torch.fmin -> AdaptiveMaxPool3d -> ChannelShuffle"""

    def __init__(self):
        super().__init__()
        self.adaptivemaxpool3d_2 = nn.AdaptiveMaxPool3d(output_size=4)
        self.channelshuffle_3 = nn.ChannelShuffle(groups=2)

    def forward(self, x, x1):
        x = torch.i0(x)
        x = torch.fmin(x, x1)
        x = self.adaptivemaxpool3d_2(x)
        x = self.channelshuffle_3(x)
        return x


def get_inputs():
    return [torch.randn(63536, 32, 16, 16), torch.randn(63536, 32, 16, 16)]


def get_init_inputs():
    return []
