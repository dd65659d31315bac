"""Tanhshrink -> Softplus -> F.tanhshrink -> F.native_channel_shuffle: synthesised by warpgym synth (seed 7, index 2647, torch#4, dim 0 x2317)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Tanhshrink -> Softplus -> F.tanhshrink -> F.native_channel_shuffle"""

    def __init__(self):
        super().__init__()
        self.tanhshrink_0 = nn.Tanhshrink()
        self.softplus_1 = nn.Softplus()

    def forward(self, x):
        x = self.tanhshrink_0(x)
        x = self.softplus_1(x)
        x = F.tanhshrink(x)
        x = F.native_channel_shuffle(x, 2)
        return x


def get_inputs():
    return [torch.randn(9268, 32, 32, 32)]


def get_init_inputs():
    return []
