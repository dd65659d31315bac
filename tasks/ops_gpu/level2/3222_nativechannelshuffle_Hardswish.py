"""F.native_channel_shuffle -> Hardswish: synthesised by warpgym synth (seed 7, index 5072, torch#2, dim 0 x1797)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.native_channel_shuffle -> Hardswish"""

    def __init__(self):
        super().__init__()
        self.hardswish_1 = nn.Hardswish()

    def forward(self, x):
        x = F.native_channel_shuffle(x, 2)
        x = self.hardswish_1(x)
        return x


def get_inputs():
    return [torch.randn(14376, 256, 128)]


def get_init_inputs():
    return []
