"""ReflectionPad2d -> MaxPool2d -> ConstantPad1d: synthesised by warpgym synth (seed 7, index 476, torch#3, dim 0 x1861)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReflectionPad2d -> MaxPool2d -> ConstantPad1d"""

    def __init__(self):
        super().__init__()
        self.reflectionpad2d_0 = nn.ReflectionPad2d(padding=1)
        self.maxpool2d_1 = nn.MaxPool2d(kernel_size=3)
        self.constantpad1d_2 = nn.ConstantPad1d(padding=1, value=0.5)

    def forward(self, x):
        x = self.reflectionpad2d_0(x)
        x = self.maxpool2d_1(x)
        x = self.constantpad1d_2(x)
        return x


def get_inputs():
    return [torch.randn(7444, 32, 32, 32)]


def get_init_inputs():
    return []
