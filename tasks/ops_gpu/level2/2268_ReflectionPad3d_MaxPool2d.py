"""ReflectionPad3d -> MaxPool2d: synthesised by warpgym synth (seed 7, index 3595, torch#2, dim 0 x6647)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReflectionPad3d -> MaxPool2d"""

    def __init__(self):
        super().__init__()
        self.reflectionpad3d_0 = nn.ReflectionPad3d(padding=1)
        self.maxpool2d_1 = nn.MaxPool2d(kernel_size=3)

    def forward(self, x):
        x = self.reflectionpad3d_0(x)
        x = self.maxpool2d_1(x)
        return x


def get_inputs():
    return [torch.randn(53176, 64, 16, 16)]


def get_init_inputs():
    return []
