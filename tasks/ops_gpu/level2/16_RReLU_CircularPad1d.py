"""RReLU -> CircularPad1d: synthesised by warpgym synth (seed 7, index 23, torch#2, dim 0 x1308)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """RReLU -> CircularPad1d"""

    def __init__(self):
        super().__init__()
        self.rrelu_0 = nn.RReLU()
        self.circularpad1d_1 = nn.CircularPad1d(padding=1)

    def forward(self, x):
        x = self.rrelu_0(x)
        x = self.circularpad1d_1(x)
        return x


def get_inputs():
    return [torch.randn(334848, 256)]


def get_init_inputs():
    return []
