"""ReflectionPad2d -> GLU: synthesised by warpgym synth (seed 8, index 415, torch#2, dim 0 x2250)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReflectionPad2d -> GLU"""

    def __init__(self):
        super().__init__()
        self.reflectionpad2d_0 = nn.ReflectionPad2d(padding=1)
        self.glu_1 = nn.GLU()

    def forward(self, x):
        x = self.reflectionpad2d_0(x)
        x = self.glu_1(x)
        return x


def get_inputs():
    return [torch.randn(36000, 32, 16, 16)]


def get_init_inputs():
    return []
