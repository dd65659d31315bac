"""ReflectionPad1d -> Mish -> Hardshrink: synthesised by warpgym synth (seed 7, index 1524, torch#3, dim 0 x1438)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReflectionPad1d -> Mish -> Hardshrink"""

    def __init__(self):
        super().__init__()
        self.reflectionpad1d_0 = nn.ReflectionPad1d(padding=1)
        self.mish_1 = nn.Mish()
        self.hardshrink_2 = nn.Hardshrink()

    def forward(self, x):
        x = self.reflectionpad1d_0(x)
        x = self.mish_1(x)
        x = self.hardshrink_2(x)
        return x


def get_inputs():
    return [torch.randn(11504, 256, 128)]


def get_init_inputs():
    return []
