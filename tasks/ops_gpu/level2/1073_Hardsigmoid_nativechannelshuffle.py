"""Hardsigmoid -> F.native_channel_shuffle: synthesised by warpgym synth (seed 7, index 1746, torch#2, dim 0 x2027)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Hardsigmoid -> F.native_channel_shuffle"""

    def __init__(self):
        super().__init__()
        self.hardsigmoid_0 = nn.Hardsigmoid()

    def forward(self, x):
        x = self.hardsigmoid_0(x)
        x = F.native_channel_shuffle(x, 2)
        return x


def get_inputs():
    return [torch.randn(16216, 256, 128)]


def get_init_inputs():
    return []
