"""torch.diff -> F.adaptive_max_pool2d_with_indices -> ReflectionPad2d: synthesised by warpgym synth (seed 7, index 6239, torch#3, dim 0 x6358)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.diff -> F.adaptive_max_pool2d_with_indices -> ReflectionPad2d"""

    def __init__(self):
        super().__init__()
        self.reflectionpad2d_2 = nn.ReflectionPad2d(padding=1)

    def forward(self, x):
        x = torch.diff(x)
        x = F.adaptive_max_pool2d_with_indices(x, output_size=4)[0]
        x = self.reflectionpad2d_2(x)
        return x


def get_inputs():
    return [torch.randn(50864, 64, 16, 16)]


def get_init_inputs():
    return []
