"""F.adaptive_max_pool2d_with_indices -> ReflectionPad2d: synthesised by warpgym synth (seed 9, index 30, torch#2, dim 0 x2077)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.adaptive_max_pool2d_with_indices -> ReflectionPad2d"""

    def __init__(self):
        super().__init__()
        self.reflectionpad2d_1 = nn.ReflectionPad2d(padding=1)

    def forward(self, x):
        x = F.adaptive_max_pool2d_with_indices(x, output_size=4)[0]
        x = self.reflectionpad2d_1(x)
        return x


def get_inputs():
    return [torch.randn(33232, 32, 16, 16)]


def get_init_inputs():
    return []
