"""AdaptiveMaxPool1d -> ReflectionPad2d: synthesised by warpgym synth (seed 7, index 4863, torch#2, dim 0 x6487)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """AdaptiveMaxPool1d -> ReflectionPad2d"""

    def __init__(self):
        super().__init__()
        self.adaptivemaxpool1d_0 = nn.AdaptiveMaxPool1d(output_size=4)
        self.reflectionpad2d_1 = nn.ReflectionPad2d(padding=1)

    def forward(self, x):
        x = self.adaptivemaxpool1d_0(x)
        x = self.reflectionpad2d_1(x)
        return x


def get_inputs():
    return [torch.randn(103792, 64, 128)]


def get_init_inputs():
    return []
