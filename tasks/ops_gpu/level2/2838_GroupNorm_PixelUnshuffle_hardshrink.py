"""GroupNorm -> PixelUnshuffle -> F.hardshrink: synthesised by warpgym synth (seed 7, index 4484, torch#3, dim 0 x3642)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """GroupNorm -> PixelUnshuffle -> F.hardshrink"""

    def __init__(self):
        super().__init__()
        self.groupnorm_0 = nn.GroupNorm(num_channels=16, num_groups=2)
        self.pixelunshuffle_1 = nn.PixelUnshuffle(downscale_factor=2)

    def forward(self, x):
        x = self.groupnorm_0(x)
        x = self.pixelunshuffle_1(x)
        x = F.hardshrink(x)
        return x


def get_inputs():
    return [torch.randn(29136, 16, 32, 32)]


def get_init_inputs():
    return []
