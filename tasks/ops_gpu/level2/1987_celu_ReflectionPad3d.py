"""F.celu -> ReflectionPad3d: synthesised by warpgym synth (seed 7, index 3134, torch#2, dim 0 x2451)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.celu -> ReflectionPad3d"""

    def __init__(self):
        super().__init__()
        self.reflectionpad3d_1 = nn.ReflectionPad3d(padding=1)

    def forward(self, x):
        x = F.celu(x)
        x = self.reflectionpad3d_1(x)
        return x


def get_inputs():
    return [torch.randn(39216, 32, 16, 16)]


def get_init_inputs():
    return []
