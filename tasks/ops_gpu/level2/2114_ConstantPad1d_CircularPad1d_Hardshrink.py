"""ConstantPad1d -> CircularPad1d -> Hardshrink: synthesised by warpgym synth (seed 7, index 3341, torch#3, dim 0 x1613)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ConstantPad1d -> CircularPad1d -> Hardshrink"""

    def __init__(self):
        super().__init__()
        self.constantpad1d_0 = nn.ConstantPad1d(padding=1, value=0.5)
        self.circularpad1d_1 = nn.CircularPad1d(padding=1)
        self.hardshrink_2 = nn.Hardshrink()

    def forward(self, x):
        x = self.constantpad1d_0(x)
        x = self.circularpad1d_1(x)
        x = self.hardshrink_2(x)
        return x


def get_inputs():
    return [torch.randn(25808, 32, 256)]


def get_init_inputs():
    return []
