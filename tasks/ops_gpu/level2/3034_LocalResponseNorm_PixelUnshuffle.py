"""LocalResponseNorm -> PixelUnshuffle: synthesised by warpgym synth (seed 7, index 4801, torch#2, dim 0 x225)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LocalResponseNorm -> PixelUnshuffle"""

    def __init__(self):
        super().__init__()
        self.localresponsenorm_0 = nn.LocalResponseNorm(size=4)
        self.pixelunshuffle_1 = nn.PixelUnshuffle(downscale_factor=2)

    def forward(self, x):
        x = self.localresponsenorm_0(x)
        x = self.pixelunshuffle_1(x)
        return x


def get_inputs():
    return [torch.randn(1800, 64, 16, 16)]


def get_init_inputs():
    return []
