"""Hardswish -> LocalResponseNorm: synthesised by warpgym synth (seed 9, index 203, torch#2, dim 0 x152)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Hardswish -> LocalResponseNorm"""

    def __init__(self):
        super().__init__()
        self.hardswish_0 = nn.Hardswish()
        self.localresponsenorm_1 = nn.LocalResponseNorm(size=4)

    def forward(self, x):
        x = self.hardswish_0(x)
        x = self.localresponsenorm_1(x)
        return x


def get_inputs():
    return [torch.randn(2432, 32, 16, 16)]


def get_init_inputs():
    return []
