"""F.channel_shuffle -> ConstantPad2d: synthesised by warpgym synth (seed 7, index 2798, torch#2, dim 0 x1956)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.channel_shuffle -> ConstantPad2d"""

    def __init__(self):
        super().__init__()
        self.constantpad2d_1 = nn.ConstantPad2d(padding=1, value=0.5)

    def forward(self, x):
        x = F.channel_shuffle(x, 2)
        x = self.constantpad2d_1(x)
        return x


def get_inputs():
    return [torch.randn(15648, 256, 128)]


def get_init_inputs():
    return []
