"""Unfold -> F.adaptive_max_pool2d_with_indices -> ReflectionPad2d -> F.relu6 -> F.adaptive_max_pool1d_with_indices: synthesised by warpgym synth (seed 7, index 6009, torch#5, dim 0 x2813)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Unfold -> F.adaptive_max_pool2d_with_indices -> ReflectionPad2d -> F.relu6 -> F.adaptive_max_pool1d_with_indices"""

    def __init__(self):
        super().__init__()
        self.unfold_0 = nn.Unfold(kernel_size=3)
        self.reflectionpad2d_2 = nn.ReflectionPad2d(padding=1)

    def forward(self, x):
        x = self.unfold_0(x)
        x = F.adaptive_max_pool2d_with_indices(x, output_size=4)[0]
        x = self.reflectionpad2d_2(x)
        x = F.relu6(x)
        x = F.adaptive_max_pool1d_with_indices(x, output_size=4)[0]
        return x


def get_inputs():
    return [torch.randn(45008, 32, 16, 16)]


def get_init_inputs():
    return []
