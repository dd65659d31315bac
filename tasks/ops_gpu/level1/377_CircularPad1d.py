"""CircularPad1d: synthesised by warpgym synth (seed 7, index 5591, torch#1, dim 0 x3829)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """CircularPad1d"""

    def __init__(self):
        super().__init__()
        self.circularpad1d_0 = nn.CircularPad1d(padding=1)

    def forward(self, x):
        x = self.circularpad1d_0(x)
        return x


def get_inputs():
    return [torch.randn(1960448, 256)]


def get_init_inputs():
    return []
