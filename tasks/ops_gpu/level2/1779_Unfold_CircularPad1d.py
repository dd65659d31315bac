"""Unfold -> CircularPad1d: synthesised by warpgym synth (seed 7, index 2821, torch#2, dim 0 x987)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Unfold -> CircularPad1d"""

    def __init__(self):
        super().__init__()
        self.unfold_0 = nn.Unfold(kernel_size=3)
        self.circularpad1d_1 = nn.CircularPad1d(padding=1)

    def forward(self, x):
        x = self.unfold_0(x)
        x = self.circularpad1d_1(x)
        return x


def get_inputs():
    return [torch.randn(15792, 32, 16, 16)]


def get_init_inputs():
    return []
