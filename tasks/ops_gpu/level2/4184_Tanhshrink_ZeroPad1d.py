"""Tanhshrink -> ZeroPad1d: synthesised by warpgym synth (seed 7, index 6571, torch#2, dim 0 x417)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Tanhshrink -> ZeroPad1d"""

    def __init__(self):
        super().__init__()
        self.tanhshrink_0 = nn.Tanhshrink()
        self.zeropad1d_1 = nn.ZeroPad1d(padding=1)

    def forward(self, x):
        x = self.tanhshrink_0(x)
        x = self.zeropad1d_1(x)
        return x


def get_inputs():
    return [torch.randn(213504, 256)]


def get_init_inputs():
    return []
