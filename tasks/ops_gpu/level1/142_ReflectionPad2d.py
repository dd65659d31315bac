"""ReflectionPad2d: synthesised by warpgym synth (seed 7, index 2015, torch#1, dim 0 x3418)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReflectionPad2d"""

    def __init__(self):
        super().__init__()
        self.reflectionpad2d_0 = nn.ReflectionPad2d(padding=1)

    def forward(self, x):
        x = self.reflectionpad2d_0(x)
        return x


def get_inputs():
    return [torch.randn(54688, 32, 16, 16)]


def get_init_inputs():
    return []
