"""Softmin -> Softmax2d: synthesised by warpgym synth (seed 8, index 347, torch#2, dim 0 x540)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softmin -> Softmax2d"""

    def __init__(self):
        super().__init__()
        self.softmin_0 = nn.Softmin()
        self.softmax2d_1 = nn.Softmax2d()

    def forward(self, x):
        x = self.softmin_0(x)
        x = self.softmax2d_1(x)
        return x


def get_inputs():
    return [torch.randn(4320, 256, 128)]


def get_init_inputs():
    return []
