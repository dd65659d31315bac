"""torch.inverse -> ReflectionPad2d: synthesised by warpgym synth (seed 7, index 369, torch#2, dim 0 x2058)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.inverse -> ReflectionPad2d"""

    def __init__(self):
        super().__init__()
        self.reflectionpad2d_1 = nn.ReflectionPad2d(padding=1)

    def forward(self, x):
        x = torch.inverse(x)
        x = self.reflectionpad2d_1(x)
        return x


def get_inputs():
    return [torch.randn(8232, 32, 32, 32)]


def get_init_inputs():
    return []
