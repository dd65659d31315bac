"""torch.exp -> F.native_channel_shuffle: synthesised by warpgym synth (seed 7, index 6031, torch#2, dim 0 x7688)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.exp -> F.native_channel_shuffle"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.exp(x)
        x = F.native_channel_shuffle(x, 2)
        return x


def get_inputs():
    return [torch.randn(30752, 16, 8, 8, 8)]


def get_init_inputs():
    return []
