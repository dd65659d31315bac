"""ReflectionPad2d -> F.avg_pool1d: synthesised by warpgym synth (seed 7, index 3916, torch#2, dim 0 x1332)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReflectionPad2d -> F.avg_pool1d"""

    def __init__(self):
        super().__init__()
        self.reflectionpad2d_0 = nn.ReflectionPad2d(padding=1)

    def forward(self, x):
        x = self.reflectionpad2d_0(x)
        x = F.avg_pool1d(x, 3)
        return x


def get_inputs():
    return [torch.randn(10656, 256, 128)]


def get_init_inputs():
    return []
