"""Threshold -> F.hardshrink -> ZeroPad1d: synthesised by warpgym synth (seed 7, index 4361, torch#3, dim 0 x924)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Threshold -> F.hardshrink -> ZeroPad1d"""

    def __init__(self):
        super().__init__()
        self.threshold_0 = nn.Threshold(threshold=0.5, value=0.5)
        self.zeropad1d_2 = nn.ZeroPad1d(padding=1)

    def forward(self, x):
        x = self.threshold_0(x)
        x = F.hardshrink(x)
        x = self.zeropad1d_2(x)
        return x


def get_inputs():
    return [torch.randn(29568, 128, 64)]


def get_init_inputs():
    return []
