"""F.native_channel_shuffle -> torch.absolute: synthesised by warpgym synth (seed 7, index 5764, torch#2, dim 0 x1880)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.native_channel_shuffle -> torch.absolute"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.native_channel_shuffle(x, 2)
        x = torch.absolute(x)
        return x


def get_inputs():
    return [torch.randn(15040, 256, 128)]


def get_init_inputs():
    return []
