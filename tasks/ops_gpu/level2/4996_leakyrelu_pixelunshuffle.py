"""F.leaky_relu -> F.pixel_unshuffle: synthesised by warpgym synth (seed 9, index 435, torch#2, dim 0 x1067)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.leaky_relu -> F.pixel_unshuffle"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.leaky_relu(x)
        x = F.pixel_unshuffle(x, 2)
        return x


def get_inputs():
    return [torch.randn(8536, 64, 16, 16)]


def get_init_inputs():
    return []
