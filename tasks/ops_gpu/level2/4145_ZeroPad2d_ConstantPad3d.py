"""ZeroPad2d -> ConstantPad3d: synthesised by warpgym synth (seed 7, index 6507, torch#2, dim 0 x2023)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ZeroPad2d -> ConstantPad3d"""

    def __init__(self):
        super().__init__()
        self.zeropad2d_0 = nn.ZeroPad2d(padding=1)
        self.constantpad3d_1 = nn.ConstantPad3d(padding=1, value=0.5)

    def forward(self, x):
        x = self.zeropad2d_0(x)
        x = self.constantpad3d_1(x)
        return x


def get_inputs():
    return [torch.randn(32368, 32, 16, 16)]


def get_init_inputs():
    return []
