"""F.mish -> F.hardshrink -> torch.movedim -> F.channel_shuffle -> torch.qr: synthesised by warpgym synth (seed 7, index 5049, torch#5, dim 0 x1964)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.mish -> F.hardshrink -> torch.movedim -> F.channel_shuffle -> torch.qr"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.mish(x)
        x = F.hardshrink(x)
        x = torch.movedim(x, 2, 1)
        x = F.channel_shuffle(x, 2)
        x = torch.qr(x)[0]
        return x


def get_inputs():
    return [torch.randn(3928, 8, 8, 16, 16)]


def get_init_inputs():
    return []
