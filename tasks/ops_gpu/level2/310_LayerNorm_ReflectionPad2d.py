"""LayerNorm -> ReflectionPad2d: synthesised by warpgym synth (seed 7, index 468, torch#2, dim 0 x3001)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LayerNorm -> ReflectionPad2d"""

    def __init__(self):
        super().__init__()
        self.layernorm_0 = nn.LayerNorm(normalized_shape=16)
        self.reflectionpad2d_1 = nn.ReflectionPad2d(padding=1)

    def forward(self, x):
        x = self.layernorm_0(x)
        x = self.reflectionpad2d_1(x)
        return x


def get_inputs():
    return [torch.randn(24008, 64, 16, 16)]


def get_init_inputs():
    return []
