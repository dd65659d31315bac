"""ReflectionPad2d -> Softmax2d: synthesised by warpgym synth (seed 7, index 4946, torch#2, dim 0 x652)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReflectionPad2d -> Softmax2d"""

    def __init__(self):
        super().__init__()
        self.reflectionpad2d_0 = nn.ReflectionPad2d(padding=1)
        self.softmax2d_1 = nn.Softmax2d()

    def forward(self, x):
        x = self.reflectionpad2d_0(x)
        x = self.softmax2d_1(x)
        return x


def get_inputs():
    return [torch.randn(20864, 128, 64)]


def get_init_inputs():
    return []
