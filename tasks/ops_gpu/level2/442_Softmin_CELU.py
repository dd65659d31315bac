"""Softmin -> CELU: synthesised by warpgym synth (seed 7, index 699, torch#2, dim 0 x2931)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softmin -> CELU"""

    def __init__(self):
        super().__init__()
        self.softmin_0 = nn.Softmin()
        self.celu_1 = nn.CELU()

    def forward(self, x):
        x = self.softmin_0(x)
        x = self.celu_1(x)
        return x


def get_inputs():
    return [torch.randn(46896, 64, 128)]


def get_init_inputs():
    return []
