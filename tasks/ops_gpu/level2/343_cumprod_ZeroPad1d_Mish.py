"""torch.cumprod -> ZeroPad1d -> Mish: synthesised by warpgym synth (seed 7, index 525, torch#3, dim 0 x3468)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.cumprod -> ZeroPad1d -> Mish"""

    def __init__(self):
        super().__init__()
        self.zeropad1d_1 = nn.ZeroPad1d(padding=1)
        self.mish_2 = nn.Mish()

    def forward(self, x):
        x = torch.cumprod(x, -1)
        x = self.zeropad1d_1(x)
        x = self.mish_2(x)
        return x


def get_inputs():
    return [torch.randn(27744, 64, 16, 16)]


def get_init_inputs():
    return []
