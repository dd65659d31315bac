"""ReflectionPad3d -> F.pad: synthesised by warpgym synth (seed 7, index 1915, torch#2, dim 0 x640)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReflectionPad3d -> F.pad"""

    def __init__(self):
        super().__init__()
        self.reflectionpad3d_0 = nn.ReflectionPad3d(padding=1)

    def forward(self, x):
        x = self.reflectionpad3d_0(x)
        x = F.pad(x, pad=[1, 1])
        return x


def get_inputs():
    return [torch.randn(10240, 32, 16, 16)]


def get_init_inputs():
    return []
