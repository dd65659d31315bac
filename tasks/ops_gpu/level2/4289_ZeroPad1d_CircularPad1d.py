"""ZeroPad1d -> CircularPad1d: synthesised by warpgym synth (seed 7, index 6742, torch#2, dim 0 x1552)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ZeroPad1d -> CircularPad1d"""

    def __init__(self):
        super().__init__()
        self.zeropad1d_0 = nn.ZeroPad1d(padding=1)
        self.circularpad1d_1 = nn.CircularPad1d(padding=1)

    def forward(self, x):
        x = self.zeropad1d_0(x)
        x = self.circularpad1d_1(x)
        return x


def get_inputs():
    return [torch.randn(397312, 512)]


def get_init_inputs():
    return []
