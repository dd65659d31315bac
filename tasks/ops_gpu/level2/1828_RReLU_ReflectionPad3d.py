"""RReLU -> ReflectionPad3d: synthesised by warpgym synth (seed 7, index 2893, torch#2, dim 0 x3071)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """RReLU -> ReflectionPad3d"""

    def __init__(self):
        super().__init__()
        self.rrelu_0 = nn.RReLU()
        self.reflectionpad3d_1 = nn.ReflectionPad3d(padding=1)

    def forward(self, x):
        x = self.rrelu_0(x)
        x = self.reflectionpad3d_1(x)
        return x


def get_inputs():
    return [torch.randn(24568, 64, 16, 16)]


def get_init_inputs():
    return []
