"""ReflectionPad3d -> Flatten: synthesised by warpgym synth (seed 7, index 3409, torch#2, dim 0 x2897)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReflectionPad3d -> Flatten"""

    def __init__(self):
        super().__init__()
        self.reflectionpad3d_0 = nn.ReflectionPad3d(padding=1)
        self.flatten_1 = nn.Flatten()

    def forward(self, x):
        x = self.reflectionpad3d_0(x)
        x = self.flatten_1(x)
        return x


def get_inputs():
    return [torch.randn(23176, 64, 16, 16)]


def get_init_inputs():
    return []
