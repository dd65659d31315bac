"""F.avg_pool1d -> F.native_channel_shuffle: synthesised by warpgym synth (seed 7, index 5125, torch#2, dim 0 x2959)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.avg_pool1d -> F.native_channel_shuffle"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.avg_pool1d(x, 3)
        x = F.native_channel_shuffle(x, 2)
        return x


def get_inputs():
    return [torch.randn(23672, 256, 128)]


def get_init_inputs():
    return []
