"""AdaptiveMaxPool3d -> F.native_channel_shuffle: synthesised by warpgym synth (seed 7, index 830, torch#2, dim 0 x15774)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """AdaptiveMaxPool3d -> F.native_channel_shuffle"""

    def __init__(self):
        super().__init__()
        self.adaptivemaxpool3d_0 = nn.AdaptiveMaxPool3d(output_size=4)

    def forward(self, x):
        x = self.adaptivemaxpool3d_0(x)
        x = F.native_channel_shuffle(x, 2)
        return x


def get_inputs():
    return [torch.randn(31548, 8, 8, 16, 16)]


def get_init_inputs():
    return []
