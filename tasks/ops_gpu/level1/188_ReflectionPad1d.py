"""ReflectionPad1d: synthesised by warpgym synth (seed 7, index 2700, torch#1, dim 0 x3660)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReflectionPad1d"""

    def __init__(self):
        super().__init__()
        self.reflectionpad1d_0 = nn.ReflectionPad1d(padding=1)

    def forward(self, x):
        x = self.reflectionpad1d_0(x)
        return x


def get_inputs():
    return [torch.randn(58560, 64, 128)]


def get_init_inputs():
    return []
