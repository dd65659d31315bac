"""torch.moveaxis -> F.channel_shuffle: synthesised by warpgym synth (seed 7, index 1635, torch#2, dim 0 x2515)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.moveaxis -> F.channel_shuffle"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.moveaxis(x, 2, 1)
        x = F.channel_shuffle(x, 2)
        return x


def get_inputs():
    return [torch.randn(20120, 64, 16, 16)]


def get_init_inputs():
    return []
