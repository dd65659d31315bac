"""GELU -> CircularPad1d: synthesised by warpgym synth (seed 7, index 6589, torch#2, dim 0 x3869)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """GELU -> CircularPad1d"""

    def __init__(self):
        super().__init__()
        self.gelu_0 = nn.GELU()
        self.circularpad1d_1 = nn.CircularPad1d(padding=1)

    def forward(self, x):
        x = self.gelu_0(x)
        x = self.circularpad1d_1(x)
        return x


def get_inputs():
    return [torch.randn(990464, 512)]


def get_init_inputs():
    return []
