"""SELU -> ReflectionPad3d: synthesised by warpgym synth (seed 7, index 1743, torch#2, dim 0 x2676)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """SELU -> ReflectionPad3d"""

    def __init__(self):
        super().__init__()
        self.selu_0 = nn.SELU()
        self.reflectionpad3d_1 = nn.ReflectionPad3d(padding=1)

    def forward(self, x):
        x = self.selu_0(x)
        x = self.reflectionpad3d_1(x)
        return x


def get_inputs():
    return [torch.randn(10704, 16, 8, 8, 8)]


def get_init_inputs():
    return []
