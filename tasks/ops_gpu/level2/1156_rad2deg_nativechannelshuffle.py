"""torch.rad2deg -> F.native_channel_shuffle: synthesised by warpgym synth (seed 7, index 1877, torch#2, dim 0 x2788)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.rad2deg -> F.native_channel_shuffle"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.rad2deg(x)
        x = F.native_channel_shuffle(x, 2)
        return x


def get_inputs():
    return [torch.randn(22304, 16, 32, 32)]


def get_init_inputs():
    return []
