"""Mish -> Softmin: synthesised by warpgym synth (seed 7, index 131, torch#2, dim 0 x4016)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Mish -> Softmin"""

    def __init__(self):
        super().__init__()
        self.mish_0 = nn.Mish()
        self.softmin_1 = nn.Softmin()

    def forward(self, x):
        x = self.mish_0(x)
        x = self.softmin_1(x)
        return x


def get_inputs():
    return [torch.randn(2056192, 256)]


def get_init_inputs():
    return []
