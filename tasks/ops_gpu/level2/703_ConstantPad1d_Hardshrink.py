"""ConstantPad1d -> Hardshrink: synthesised by warpgym synth (seed 7, index 1129, torch#2, dim 0 x2634)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ConstantPad1d -> Hardshrink"""

    def __init__(self):
        super().__init__()
        self.constantpad1d_0 = nn.ConstantPad1d(padding=1, value=0.5)
        self.hardshrink_1 = nn.Hardshrink()

    def forward(self, x):
        x = self.constantpad1d_0(x)
        x = self.hardshrink_1(x)
        return x


def get_inputs():
    return [torch.randn(674304, 512)]


def get_init_inputs():
    return []
