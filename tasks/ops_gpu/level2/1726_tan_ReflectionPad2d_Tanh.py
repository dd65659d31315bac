"""torch.tan -> ReflectionPad2d -> Tanh: synthesised by warpgym synth (seed 7, index 2738, torch#3, dim 0 x1003)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.tan -> ReflectionPad2d -> Tanh"""

    def __init__(self):
        super().__init__()
        self.reflectionpad2d_1 = nn.ReflectionPad2d(padding=1)
        self.tanh_2 = nn.Tanh()

    def forward(self, x):
        x = torch.tan(x)
        x = self.reflectionpad2d_1(x)
        x = self.tanh_2(x)
        return x


def get_inputs():
    return [torch.randn(16048, 64, 128)]


def get_init_inputs():
    return []
