"""Sigmoid -> CircularPad1d: synthesised by warpgym synth (seed 7, index 37, torch#2, dim 0 x15854)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Sigmoid -> CircularPad1d"""

    def __init__(self):
        super().__init__()
        self.sigmoid_0 = nn.Sigmoid()
        self.circularpad1d_1 = nn.CircularPad1d(padding=1)

    def forward(self, x):
        x = self.sigmoid_0(x)
        x = self.circularpad1d_1(x)
        return x


def get_inputs():
    return [torch.randn(2029312, 256)]


def get_init_inputs():
    return []
