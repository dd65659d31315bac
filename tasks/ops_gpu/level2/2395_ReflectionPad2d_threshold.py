"""ReflectionPad2d -> F.threshold: synthesised by warpgym synth (seed 7, index 3776, torch#2, dim 0 x3489)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReflectionPad2d -> F.threshold"""

    def __init__(self):
        super().__init__()
        self.reflectionpad2d_0 = nn.ReflectionPad2d(padding=1)

    def forward(self, x):
        x = self.reflectionpad2d_0(x)
        x = F.threshold(x, threshold=0.5, value=0.5)
        return x


def get_inputs():
    return [torch.randn(27912, 16, 32, 32)]


def get_init_inputs():
    return []
