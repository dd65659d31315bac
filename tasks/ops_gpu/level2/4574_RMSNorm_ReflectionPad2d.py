"""RMSNorm -> ReflectionPad2d: synthesised by warpgym synth (seed 8, index 217, torch#2, dim 0 x866)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """RMSNorm -> ReflectionPad2d"""

    def __init__(self):
        super().__init__()
        self.rmsnorm_0 = nn.RMSNorm(normalized_shape=32)
        self.reflectionpad2d_1 = nn.ReflectionPad2d(padding=1)

    def forward(self, x):
        x = self.rmsnorm_0(x)
        x = self.reflectionpad2d_1(x)
        return x


def get_inputs():
    return [torch.randn(6928, 16, 32, 32)]


def get_init_inputs():
    return []
