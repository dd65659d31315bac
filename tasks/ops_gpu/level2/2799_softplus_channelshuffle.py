"""F.softplus -> F.channel_shuffle: synthesised by warpgym synth (seed 7, index 4415, torch#2, dim 0 x1510)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.softplus -> F.channel_shuffle"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.softplus(x)
        x = F.channel_shuffle(x, 2)
        return x


def get_inputs():
    return [torch.randn(48320, 128, 64)]


def get_init_inputs():
    return []
