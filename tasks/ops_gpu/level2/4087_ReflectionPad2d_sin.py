"""ReflectionPad2d -> torch.sin: synthesised by warpgym synth (seed 7, index 6430, torch#2, dim 0 x3199)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReflectionPad2d -> torch.sin"""

    def __init__(self):
        super().__init__()
        self.reflectionpad2d_0 = nn.ReflectionPad2d(padding=1)

    def forward(self, x):
        x = self.reflectionpad2d_0(x)
        x = torch.sin(x)
        return x


def get_inputs():
    return [torch.randn(25592, 16, 32, 32)]


def get_init_inputs():
    return []
