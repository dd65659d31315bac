"""LayerNorm -> ReflectionPad2d: synthesised by warpgym synth (seed 9, index 281, torch#2, dim 0 x2166)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LayerNorm -> ReflectionPad2d"""

    def __init__(self):
        super().__init__()
        self.layernorm_0 = nn.LayerNorm(normalized_shape=32)
        self.reflectionpad2d_1 = nn.ReflectionPad2d(padding=1)

    def forward(self, x):
        x = self.layernorm_0(x)
        x = self.reflectionpad2d_1(x)
        return x


def get_inputs():
    return [torch.randn(17328, 16, 32, 32)]


def get_init_inputs():
    return []
