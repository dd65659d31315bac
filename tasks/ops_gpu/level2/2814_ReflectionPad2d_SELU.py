"""ReflectionPad2d -> SELU: synthesised by warpgym synth (seed 7, index 4446, torch#2, dim 0 x2523)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReflectionPad2d -> SELU"""

    def __init__(self):
        super().__init__()
        self.reflectionpad2d_0 = nn.ReflectionPad2d(padding=1)
        self.selu_1 = nn.SELU()

    def forward(self, x):
        x = self.reflectionpad2d_0(x)
        x = self.selu_1(x)
        return x


def get_inputs():
    return [torch.randn(40368, 64, 128)]


def get_init_inputs():
    return []
