"""PixelShuffle -> F.pad: synthesised by warpgym synth (seed 7, index 1089, torch#2, dim 0 x6117)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """PixelShuffle -> F.pad"""

    def __init__(self):
        super().__init__()
        self.pixelshuffle_0 = nn.PixelShuffle(upscale_factor=2)

    def forward(self, x):
        x = self.pixelshuffle_0(x)
        x = F.pad(x, pad=[1, 1])
        return x


def get_inputs():
    return [torch.randn(24468, 16, 8, 8, 8)]


def get_init_inputs():
    return []
