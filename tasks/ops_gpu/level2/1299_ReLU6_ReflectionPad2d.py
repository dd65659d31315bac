"""ReLU6 -> ReflectionPad2d: synthesised by warpgym synth (seed 7, index 2089, torch#2, dim 0 x3509)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReLU6 -> ReflectionPad2d"""

    def __init__(self):
        super().__init__()
        self.relu6_0 = nn.ReLU6()
        self.reflectionpad2d_1 = nn.ReflectionPad2d(padding=1)

    def forward(self, x):
        x = self.relu6_0(x)
        x = self.reflectionpad2d_1(x)
        return x


def get_inputs():
    return [torch.randn(14036, 32, 32, 32)]


def get_init_inputs():
    return []
