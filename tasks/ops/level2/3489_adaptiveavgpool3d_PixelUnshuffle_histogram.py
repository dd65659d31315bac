"""F.adaptive_avg_pool3d -> PixelUnshuffle -> torch.histogram: synthesised by warpgym synth (seed 7, index 4593, torch#3)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.adaptive_avg_pool3d -> PixelUnshuffle -> torch.histogram"""

    def __init__(self):
        super().__init__()
        self.pixelunshuffle_1 = nn.PixelUnshuffle(downscale_factor=2)

    def forward(self, x):
        x = F.adaptive_avg_pool3d(x, output_size=4)
        x = self.pixelunshuffle_1(x)
        x = torch.histogram(x)[0]
        return x


def get_inputs():
    return [torch.randn(8, 64, 16, 16)]


def get_init_inputs():
    return []
