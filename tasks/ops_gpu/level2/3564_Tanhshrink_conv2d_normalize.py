"""Tanhshrink -> F.conv2d -> F.normalize: synthesised by warpgym synth (seed 7, index 5594, torch#3, dim 0 x69)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Tanhshrink -> F.conv2d -> F.normalize"""

    def __init__(self):
        super().__init__()
        self.tanhshrink_0 = nn.Tanhshrink()

    def forward(self, x, x1):
        x = self.tanhshrink_0(x)
        x = F.conv2d(x, x1)
        x = F.normalize(x)
        return x


def get_inputs():
    return [torch.randn(552, 64, 16, 16), torch.randn(552, 64, 16, 16)]


def get_init_inputs():
    return []
