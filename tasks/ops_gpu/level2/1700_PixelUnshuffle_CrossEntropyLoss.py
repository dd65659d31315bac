"""PixelUnshuffle -> CrossEntropyLoss: synthesised by warpgym synth (seed 7, index 2324, torch#2, dim 0 x492)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """PixelUnshuffle -> CrossEntropyLoss"""

    def __init__(self):
        super().__init__()
        self.pixelunshuffle_0 = nn.PixelUnshuffle(downscale_factor=2)
        self.crossentropyloss_1 = nn.CrossEntropyLoss()

    def forward(self, x, x1):
        x = self.pixelunshuffle_0(x)
        x = self.crossentropyloss_1(x, x1)
        return x


def get_inputs():
    return [torch.randn(7872, 32, 256), torch.randn(31488, 16, 128)]


def get_init_inputs():
    return []
