"""F.channel_shuffle -> torch.rad2deg: synthesised by warpgym synth (seed 9, index 735, torch#2, dim 0 x3904)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.channel_shuffle -> torch.rad2deg"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.channel_shuffle(x, 2)
        x = torch.rad2deg(x)
        return x


def get_inputs():
    return [torch.randn(31232, 16, 32, 32)]


def get_init_inputs():
    return []
