"""F.channel_shuffle -> F.conv1d: synthesised by warpgym synth (seed 9, index 192, torch#2, dim 0 x59)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.channel_shuffle -> F.conv1d"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = F.channel_shuffle(x, 2)
        x = F.conv1d(x, x1)
        return x


def get_inputs():
    return [torch.randn(944, 64, 128), torch.randn(944, 64, 128)]


def get_init_inputs():
    return []
