"""torch.min -> ReflectionPad2d: synthesised by warpgym synth (seed 7, index 1562, torch#2, dim 0 x2501)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.min -> ReflectionPad2d"""

    def __init__(self):
        super().__init__()
        self.reflectionpad2d_1 = nn.ReflectionPad2d(padding=1)

    def forward(self, x, x1):
        x = torch.min(x, x1)
        x = self.reflectionpad2d_1(x)
        return x


def get_inputs():
    return [torch.randn(20008, 64, 16, 16), torch.randn(20008, 64, 16, 16)]


def get_init_inputs():
    return []
