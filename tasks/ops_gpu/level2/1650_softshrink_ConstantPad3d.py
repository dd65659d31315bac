"""F.softshrink -> ConstantPad3d: synthesised by warpgym synth (seed 7, index 2617, torch#2, dim 0 x3198)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.softshrink -> ConstantPad3d"""

    def __init__(self):
        super().__init__()
        self.constantpad3d_1 = nn.ConstantPad3d(padding=1, value=0.5)

    def forward(self, x):
        x = F.softshrink(x)
        x = self.constantpad3d_1(x)
        return x


def get_inputs():
    return [torch.randn(12792, 16, 8, 8, 8)]


def get_init_inputs():
    return []
