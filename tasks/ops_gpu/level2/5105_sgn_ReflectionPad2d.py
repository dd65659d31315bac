"""torch.sgn -> ReflectionPad2d: synthesised by warpgym synth (seed 9, index 597, torch#2, dim 0 x2269)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.sgn -> ReflectionPad2d"""

    def __init__(self):
        super().__init__()
        self.reflectionpad2d_1 = nn.ReflectionPad2d(padding=1)

    def forward(self, x):
        x = torch.sgn(x)
        x = self.reflectionpad2d_1(x)
        return x


def get_inputs():
    return [torch.randn(9076, 32, 32, 32)]


def get_init_inputs():
    return []
