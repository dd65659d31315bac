"""ReflectionPad2d -> torch.sub: synthesised by warpgym synth (seed 7, index 3403, torch#2, dim 0 x2321)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReflectionPad2d -> torch.sub"""

    def __init__(self):
        super().__init__()
        self.reflectionpad2d_0 = nn.ReflectionPad2d(padding=1)

    def forward(self, x, x1):
        x = self.reflectionpad2d_0(x)
        x = torch.sub(x, x1)
        return x


def get_inputs():
    return [torch.randn(18568, 16, 32, 32), torch.randn(18568, 16, 34, 34)]


def get_init_inputs():
    return []
