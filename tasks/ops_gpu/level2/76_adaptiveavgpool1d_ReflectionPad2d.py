"""F.adaptive_avg_pool1d -> ReflectionPad2d: synthesised by warpgym synth (seed 7, index 107, torch#2, dim 0 x6745)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.adaptive_avg_pool1d -> ReflectionPad2d"""

    def __init__(self):
        super().__init__()
        self.reflectionpad2d_1 = nn.ReflectionPad2d(padding=1)

    def forward(self, x):
        x = F.adaptive_avg_pool1d(x, 4)
        x = self.reflectionpad2d_1(x)
        return x


def get_inputs():
    return [torch.randn(107920, 32, 256)]


def get_init_inputs():
    return []
