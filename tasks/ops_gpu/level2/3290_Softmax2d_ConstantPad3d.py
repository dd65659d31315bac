"""Softmax2d -> ConstantPad3d: synthesised by warpgym synth (seed 7, index 5190, torch#2, dim 0 x3176)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softmax2d -> ConstantPad3d"""

    def __init__(self):
        super().__init__()
        self.softmax2d_0 = nn.Softmax2d()
        self.constantpad3d_1 = nn.ConstantPad3d(padding=1, value=0.5)

    def forward(self, x):
        x = self.softmax2d_0(x)
        x = self.constantpad3d_1(x)
        return x


def get_inputs():
    return [torch.randn(25408, 16, 32, 32)]


def get_init_inputs():
    return []
