"""PixelUnshuffle -> Softsign -> torch.sin: synthesised by warpgym synth (seed 9, index 85, torch#3, dim 0 x421)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """PixelUnshuffle -> Softsign -> torch.sin"""

    def __init__(self):
        super().__init__()
        self.pixelunshuffle_0 = nn.PixelUnshuffle(downscale_factor=2)
        self.softsign_1 = nn.Softsign()

    def forward(self, x):
        x = self.pixelunshuffle_0(x)
        x = self.softsign_1(x)
        x = torch.sin(x)
        return x


def get_inputs():
    return [torch.randn(6736, 32, 256)]


def get_init_inputs():
    return []
