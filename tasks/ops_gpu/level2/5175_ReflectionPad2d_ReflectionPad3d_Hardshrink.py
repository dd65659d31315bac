"""ReflectionPad2d -> ReflectionPad3d -> Hardshrink: synthesised by warpgym synth (seed 9, index 694, torch#3, dim 0 x2703)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReflectionPad2d -> ReflectionPad3d -> Hardshrink"""

    def __init__(self):
        super().__init__()
        self.reflectionpad2d_0 = nn.ReflectionPad2d(padding=1)
        self.reflectionpad3d_1 = nn.ReflectionPad3d(padding=1)
        self.hardshrink_2 = nn.Hardshrink()

    def forward(self, x):
        x = self.reflectionpad2d_0(x)
        x = self.reflectionpad3d_1(x)
        x = self.hardshrink_2(x)
        return x


def get_inputs():
    return [torch.randn(10812, 32, 32, 32)]


def get_init_inputs():
    return []
