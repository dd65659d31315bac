"""Tanhshrink -> F.pixel_unshuffle -> torch.swapaxes: synthesised by warpgym synth (seed 7, index 6185, torch#3, dim 0 x552)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Tanhshrink -> F.pixel_unshuffle -> torch.swapaxes"""

    def __init__(self):
        super().__init__()
        self.tanhshrink_0 = nn.Tanhshrink()

    def forward(self, x):
        x = self.tanhshrink_0(x)
        x = F.pixel_unshuffle(x, 2)
        x = torch.swapaxes(x, 2, 1)
        return x


def get_inputs():
    return [torch.randn(2208, 32, 32, 32)]


def get_init_inputs():
    return []
