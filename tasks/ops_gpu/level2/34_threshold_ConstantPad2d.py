"""F.threshold -> ConstantPad2d: synthesised by warpgym synth (seed 7, index 45, torch#2, dim 0 x3824)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.threshold -> ConstantPad2d"""

    def __init__(self):
        super().__init__()
        self.constantpad2d_1 = nn.ConstantPad2d(padding=1, value=0.5)

    def forward(self, x):
        x = F.threshold(x, threshold=0.5, value=0.5)
        x = self.constantpad2d_1(x)
        return x


def get_inputs():
    return [torch.randn(61184, 64, 128)]


def get_init_inputs():
    return []
