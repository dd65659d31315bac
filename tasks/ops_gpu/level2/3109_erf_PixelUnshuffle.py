"""torch.erf -> PixelUnshuffle: synthesised by warpgym synth (seed 7, index 4910, torch#2, dim 0 x12547)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.erf -> PixelUnshuffle"""

    def __init__(self):
        super().__init__()
        self.pixelunshuffle_1 = nn.PixelUnshuffle(downscale_factor=2)

    def forward(self, x):
        x = torch.erf(x)
        x = self.pixelunshuffle_1(x)
        return x


def get_inputs():
    return [torch.randn(50188, 16, 8, 8, 8)]


def get_init_inputs():
    return []
