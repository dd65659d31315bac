"""CrossMapLRN2d -> ReflectionPad2d -> Softmax2d: synthesised by warpgym synth (seed 7, index 1879, torch#3, dim 0 x20)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """CrossMapLRN2d -> ReflectionPad2d -> Softmax2d"""

    def __init__(self):
        super().__init__()
        self.crossmaplrn2d_0 = nn.CrossMapLRN2d(size=4)
        self.reflectionpad2d_1 = nn.ReflectionPad2d(padding=1)
        self.softmax2d_2 = nn.Softmax2d()

    def forward(self, x):
        x = self.crossmaplrn2d_0(x)
        x = self.reflectionpad2d_1(x)
        x = self.softmax2d_2(x)
        return x


def get_inputs():
    return [torch.randn(160, 16, 32, 32)]


def get_init_inputs():
    return []
