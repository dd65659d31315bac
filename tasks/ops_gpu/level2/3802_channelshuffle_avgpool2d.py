"""F.channel_shuffle -> F.avg_pool2d: synthesised by warpgym synth (seed 7, index 5969, torch#2, dim 0 x1627)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.channel_shuffle -> F.avg_pool2d"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.channel_shuffle(x, 2)
        x = F.avg_pool2d(x, 3)
        return x


def get_inputs():
    return [torch.randn(13016, 256, 128)]


def get_init_inputs():
    return []
