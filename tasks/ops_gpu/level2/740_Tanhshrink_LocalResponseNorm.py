"""Tanhshrink -> LocalResponseNorm: synthesised by warpgym synth (seed 7, index 1195, torch#2, dim 0 x1866)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Tanhshrink -> LocalResponseNorm"""

    def __init__(self):
        super().__init__()
        self.tanhshrink_0 = nn.Tanhshrink()
        self.localresponsenorm_1 = nn.LocalResponseNorm(size=4)

    def forward(self, x):
        x = self.tanhshrink_0(x)
        x = self.localresponsenorm_1(x)
        return x


def get_inputs():
    return [torch.randn(7464, 16, 8, 8, 8)]


def get_init_inputs():
    return []
