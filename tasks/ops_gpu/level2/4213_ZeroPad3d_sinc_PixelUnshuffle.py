"""ZeroPad3d -> torch.sinc -> PixelUnshuffle: synthesised by warpgym synth (seed 7, index 6617, torch#3, dim 0 x955)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ZeroPad3d -> torch.sinc -> PixelUnshuffle"""

    def __init__(self):
        super().__init__()
        self.zeropad3d_0 = nn.ZeroPad3d(padding=1)
        self.pixelunshuffle_2 = nn.PixelUnshuffle(downscale_factor=2)

    def forward(self, x):
        x = self.zeropad3d_0(x)
        x = torch.sinc(x)
        x = self.pixelunshuffle_2(x)
        return x


def get_inputs():
    return [torch.randn(15280, 64, 128)]


def get_init_inputs():
    return []
