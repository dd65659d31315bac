"""Hardshrink -> ZeroPad3d: synthesised by warpgym synth (seed 7, index 6116, torch#2, dim 0 x3949)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Hardshrink -> ZeroPad3d"""

    def __init__(self):
        super().__init__()
        self.hardshrink_0 = nn.Hardshrink()
        self.zeropad3d_1 = nn.ZeroPad3d(padding=1)

    def forward(self, x):
        x = self.hardshrink_0(x)
        x = self.zeropad3d_1(x)
        return x


def get_inputs():
    return [torch.randn(63184, 64, 128)]


def get_init_inputs():
    return []
