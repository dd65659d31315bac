"""LeakyReLU -> F.native_channel_shuffle: synthesised by warpgym synth (seed 7, index 1731, torch#2, dim 0 x3598)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LeakyReLU -> F.native_channel_shuffle"""

    def __init__(self):
        super().__init__()
        self.leakyrelu_0 = nn.LeakyReLU()

    def forward(self, x):
        x = self.leakyrelu_0(x)
        x = F.native_channel_shuffle(x, 2)
        return x


def get_inputs():
    return [torch.randn(57568, 32, 16, 16)]


def get_init_inputs():
    return []
