"""ReflectionPad2d -> F.avg_pool3d: synthesised by warpgym synth (seed 7, index 3504, torch#2, dim 0 x1211)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReflectionPad2d -> F.avg_pool3d"""

    def __init__(self):
        super().__init__()
        self.reflectionpad2d_0 = nn.ReflectionPad2d(padding=1)

    def forward(self, x):
        x = self.reflectionpad2d_0(x)
        x = F.avg_pool3d(x, 3)
        return x


def get_inputs():
    return [torch.randn(4844, 32, 32, 32)]


def get_init_inputs():
    return []
