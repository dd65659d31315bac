"""Threshold -> ZeroPad1d: synthesised by warpgym synth (seed 7, index 2745, torch#2, dim 0 x15626)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Threshold -> ZeroPad1d"""

    def __init__(self):
        super().__init__()
        self.threshold_0 = nn.Threshold(threshold=0.5, value=0.5)
        self.zeropad1d_1 = nn.ZeroPad1d(padding=1)

    def forward(self, x):
        x = self.threshold_0(x)
        x = self.zeropad1d_1(x)
        return x


def get_inputs():
    return [torch.randn(2000128, 256)]


def get_init_inputs():
    return []
