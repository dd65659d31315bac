"""GLU -> Mish -> ReflectionPad2d: synthesised by warpgym synth (seed 7, index 3363, torch#3, dim 0 x772)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """GLU -> Mish -> ReflectionPad2d"""

    def __init__(self):
        super().__init__()
        self.glu_0 = nn.GLU()
        self.mish_1 = nn.Mish()
        self.reflectionpad2d_2 = nn.ReflectionPad2d(padding=1)

    def forward(self, x):
        x = self.glu_0(x)
        x = self.mish_1(x)
        x = self.reflectionpad2d_2(x)
        return x


def get_inputs():
    return [torch.randn(6176, 64, 16, 16)]


def get_init_inputs():
    return []
