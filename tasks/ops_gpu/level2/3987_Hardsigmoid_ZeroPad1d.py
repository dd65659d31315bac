"""Hardsigmoid -> ZeroPad1d: synthesised by warpgym synth (seed 7, index 6272, torch#2, dim 0 x7529)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Hardsigmoid -> ZeroPad1d"""

    def __init__(self):
        super().__init__()
        self.hardsigmoid_0 = nn.Hardsigmoid()
        self.zeropad1d_1 = nn.ZeroPad1d(padding=1)

    def forward(self, x):
        x = self.hardsigmoid_0(x)
        x = self.zeropad1d_1(x)
        return x


def get_inputs():
    return [torch.randn(481856, 1024)]


def get_init_inputs():
    return []
