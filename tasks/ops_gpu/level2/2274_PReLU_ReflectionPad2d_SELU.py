"""PReLU -> ReflectionPad2d -> SELU: synthesised by warpgym synth (seed 7, index 3604, torch#3, dim 0 x3320)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """PReLU -> ReflectionPad2d -> SELU"""

    def __init__(self):
        super().__init__()
        self.prelu_0 = nn.PReLU()
        self.reflectionpad2d_1 = nn.ReflectionPad2d(padding=1)
        self.selu_2 = nn.SELU()

    def forward(self, x):
        x = self.prelu_0(x)
        x = self.reflectionpad2d_1(x)
        x = self.selu_2(x)
        return x


def get_inputs():
    return [torch.randn(13280, 32, 32, 32)]


def get_init_inputs():
    return []
