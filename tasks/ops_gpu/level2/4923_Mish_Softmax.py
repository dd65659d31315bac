"""Mish -> Softmax: synthesised by warpgym synth (seed 9, index 314, torch#2, dim 0 x6128)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Mish -> Softmax"""

    def __init__(self):
        super().__init__()
        self.mish_0 = nn.Mish()
        self.softmax_1 = nn.Softmax()

    def forward(self, x):
        x = self.mish_0(x)
        x = self.softmax_1(x)
        return x


def get_inputs():
    return [torch.randn(784384, 256)]


def get_init_inputs():
    return []
