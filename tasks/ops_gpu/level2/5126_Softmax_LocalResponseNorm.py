"""Softmax -> LocalResponseNorm: synthesised by warpgym synth (seed 9, index 625, torch#2, dim 0 x223)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softmax -> LocalResponseNorm"""

    def __init__(self):
        super().__init__()
        self.softmax_0 = nn.Softmax()
        self.localresponsenorm_1 = nn.LocalResponseNorm(size=4)

    def forward(self, x):
        x = self.softmax_0(x)
        x = self.localresponsenorm_1(x)
        return x


def get_inputs():
    return [torch.randn(1784, 256, 128)]


def get_init_inputs():
    return []
