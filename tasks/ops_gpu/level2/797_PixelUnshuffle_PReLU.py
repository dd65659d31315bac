"""PixelUnshuffle -> PReLU: synthesised by warpgym synth (seed 7, index 1288, torch#2, dim 0 x3464)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """PixelUnshuffle -> PReLU"""

    def __init__(self):
        super().__init__()
        self.pixelunshuffle_0 = nn.PixelUnshuffle(downscale_factor=2)
        self.prelu_1 = nn.PReLU()

    def forward(self, x):
        x = self.pixelunshuffle_0(x)
        x = self.prelu_1(x)
        return x


def get_inputs():
    return [torch.randn(27712, 16, 32, 32)]


def get_init_inputs():
    return []
