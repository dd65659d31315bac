"""Unfold -> F.channel_shuffle: synthesised by warpgym synth (seed 8, index 198, torch#2, dim 0 x858)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Unfold -> F.channel_shuffle"""

    def __init__(self):
        super().__init__()
        self.unfold_0 = nn.Unfold(kernel_size=3)

    def forward(self, x):
        x = self.unfold_0(x)
        x = F.channel_shuffle(x, 2)
        return x


def get_inputs():
    return [torch.randn(6864, 64, 16, 16)]


def get_init_inputs():
    return []
