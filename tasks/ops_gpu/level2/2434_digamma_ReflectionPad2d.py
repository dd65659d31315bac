"""torch.digamma -> ReflectionPad2d: synthesised by warpgym synth (seed 7, index 3842, torch#2, dim 0 x3944)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.digamma -> ReflectionPad2d"""

    def __init__(self):
        super().__init__()
        self.reflectionpad2d_1 = nn.ReflectionPad2d(padding=1)

    def forward(self, x):
        x = torch.digamma(x)
        x = self.reflectionpad2d_1(x)
        return x


def get_inputs():
    return [torch.randn(63104, 64, 128)]


def get_init_inputs():
    return []
