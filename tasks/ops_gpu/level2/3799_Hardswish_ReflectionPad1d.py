"""Hardswish -> ReflectionPad1d: synthesised by warpgym synth (seed 7, index 5961, torch#2, dim 0 x6482)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Hardswish -> ReflectionPad1d"""

    def __init__(self):
        super().__init__()
        self.hardswish_0 = nn.Hardswish()
        self.reflectionpad1d_1 = nn.ReflectionPad1d(padding=1)

    def forward(self, x):
        x = self.hardswish_0(x)
        x = self.reflectionpad1d_1(x)
        return x


def get_inputs():
    return [torch.randn(414848, 1024)]


def get_init_inputs():
    return []
