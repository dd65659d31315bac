"""Softshrink -> F.native_channel_shuffle -> ReLU: synthesised by warpgym synth (seed 7, index 4500, torch#3, dim 0 x343)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softshrink -> F.native_channel_shuffle -> ReLU"""

    def __init__(self):
        super().__init__()
        self.softshrink_0 = nn.Softshrink()
        self.relu_2 = nn.ReLU()

    def forward(self, x):
        x = self.softshrink_0(x)
        x = F.native_channel_shuffle(x, 2)
        x = self.relu_2(x)
        return x


def get_inputs():
    return [torch.randn(2744, 256, 128)]


def get_init_inputs():
    return []
