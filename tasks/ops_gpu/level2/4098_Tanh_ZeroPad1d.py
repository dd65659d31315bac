"""Tanh -> ZeroPad1d: synthesised by warpgym synth (seed 7, index 6444, torch#2, dim 0 x13008)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Tanh -> ZeroPad1d"""

    def __init__(self):
        super().__init__()
        self.tanh_0 = nn.Tanh()
        self.zeropad1d_1 = nn.ZeroPad1d(padding=1)

    def forward(self, x):
        x = self.tanh_0(x)
        x = self.zeropad1d_1(x)
        return x


def get_inputs():
    return [torch.randn(26016, 8, 8, 16, 16)]


def get_init_inputs():
    return []
