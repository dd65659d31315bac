"""ReflectionPad2d -> torch.deg2rad: synthesised by warpgym synth (seed 7, index 6751, torch#2, dim 0 x2065)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReflectionPad2d -> torch.deg2rad"""

    def __init__(self):
        super().__init__()
        self.reflectionpad2d_0 = nn.ReflectionPad2d(padding=1)

    def forward(self, x):
        x = self.reflectionpad2d_0(x)
        x = torch.deg2rad(x)
        return x


def get_inputs():
    return [torch.randn(33040, 32, 16, 16)]


def get_init_inputs():
    return []
