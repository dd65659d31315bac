"""F.tanhshrink -> CircularPad1d: synthesised by warpgym synth (seed 7, index 3602, torch#2, dim 0 x435)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.tanhshrink -> CircularPad1d"""

    def __init__(self):
        super().__init__()
        self.circularpad1d_1 = nn.CircularPad1d(padding=1)

    def forward(self, x):
        x = F.tanhshrink(x)
        x = self.circularpad1d_1(x)
        return x


def get_inputs():
    return [torch.randn(3480, 256, 128)]


def get_init_inputs():
    return []
