"""ReflectionPad2d -> Mish: synthesised by warpgym synth (seed 7, index 6525, torch#2, dim 0 x1531)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReflectionPad2d -> Mish"""

    def __init__(self):
        super().__init__()
        self.reflectionpad2d_0 = nn.ReflectionPad2d(padding=1)
        self.mish_1 = nn.Mish()

    def forward(self, x):
        x = self.reflectionpad2d_0(x)
        x = self.mish_1(x)
        return x


def get_inputs():
    return [torch.randn(48992, 128, 64)]


def get_init_inputs():
    return []
