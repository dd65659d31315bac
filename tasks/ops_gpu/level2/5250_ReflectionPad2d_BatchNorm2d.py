"""ReflectionPad2d -> BatchNorm2d: synthesised by warpgym synth (seed 9, index 801, torch#2, dim 0 x3225)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReflectionPad2d -> BatchNorm2d"""

    def __init__(self):
        super().__init__()
        self.reflectionpad2d_0 = nn.ReflectionPad2d(padding=1)
        self.batchnorm2d_1 = nn.BatchNorm2d(num_features=32)

    def forward(self, x):
        x = self.reflectionpad2d_0(x)
        x = self.batchnorm2d_1(x)
        return x


def get_inputs():
    return [torch.randn(12900, 32, 32, 32)]


def get_init_inputs():
    return []
