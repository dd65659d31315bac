"""F.pixel_unshuffle -> Tanhshrink: synthesised by warpgym synth (seed 9, index 215, torch#2, dim 0 x3618)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.pixel_unshuffle -> Tanhshrink"""

    def __init__(self):
        super().__init__()
        self.tanhshrink_1 = nn.Tanhshrink()

    def forward(self, x):
        x = F.pixel_unshuffle(x, 2)
        x = self.tanhshrink_1(x)
        return x


def get_inputs():
    return [torch.randn(28944, 64, 16, 16)]


def get_init_inputs():
    return []
