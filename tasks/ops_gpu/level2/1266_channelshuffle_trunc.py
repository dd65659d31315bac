"""F.channel_shuffle -> torch.trunc: synthesised by warpgym synth (seed 7, index 2038, torch#2, dim 0 x2680)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.channel_shuffle -> torch.trunc"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.channel_shuffle(x, 2)
        x = torch.trunc(x)
        return x


def get_inputs():
    return [torch.randn(42880, 32, 16, 16)]


def get_init_inputs():
    return []
