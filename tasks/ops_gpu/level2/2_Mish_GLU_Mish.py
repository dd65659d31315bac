"""Mish -> GLU -> Mish: synthesised by warpgym synth (seed 7, index 2, torch#3, dim 0 x4533)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Mish -> GLU -> Mish"""

    def __init__(self):
        super().__init__()
        self.mish_0 = nn.Mish()
        self.glu_1 = nn.GLU()
        self.mish_2 = nn.Mish()

    def forward(self, x):
        x = self.mish_0(x)
        x = self.glu_1(x)
        x = self.mish_2(x)
        return x


def get_inputs():
    return [torch.randn(2320896, 256)]


def get_init_inputs():
    return []
