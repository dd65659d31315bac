"""ReflectionPad2d -> F.tanh -> RMSNorm: synthesised by warpgym synth (seed 7, index 2113, torch#3, dim 0 x2881)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReflectionPad2d -> F.tanh -> RMSNorm"""

    def __init__(self):
        super().__init__()
        self.reflectionpad2d_0 = nn.ReflectionPad2d(padding=1)
        self.rmsnorm_2 = nn.RMSNorm(normalized_shape=34)

    def forward(self, x):
        x = self.reflectionpad2d_0(x)
        x = F.tanh(x)
        x = self.rmsnorm_2(x)
        return x


def get_inputs():
    return [torch.randn(23048, 16, 32, 32)]


def get_init_inputs():
    return []
