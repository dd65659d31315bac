"""ReflectionPad3d: synthesised by warpgym synth (seed 7, index 5678, torch#1, dim 0 x2952)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReflectionPad3d"""

    def __init__(self):
        super().__init__()
        self.reflectionpad3d_0 = nn.ReflectionPad3d(padding=1)

    def forward(self, x):
        x = self.reflectionpad3d_0(x)
        return x


def get_inputs():
    return [torch.randn(47232, 32, 16, 16)]


def get_init_inputs():
    return []
