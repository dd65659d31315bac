"""F.hardshrink -> ReflectionPad1d: synthesised by warpgym synth (seed 7, index 3102, torch#2, dim 0 x734)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.hardshrink -> ReflectionPad1d"""

    def __init__(self):
        super().__init__()
        self.reflectionpad1d_1 = nn.ReflectionPad1d(padding=1)

    def forward(self, x):
        x = F.hardshrink(x)
        x = self.reflectionpad1d_1(x)
        return x


def get_inputs():
    return [torch.randn(11744, 32, 256)]


def get_init_inputs():
    return []
