"""Softmax: synthesised by warpgym synth (seed 7, index 6383, torch#1, dim 0 x3989)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softmax"""

    def __init__(self):
        super().__init__()
        self.softmax_0 = nn.Softmax()

    def forward(self, x):
        x = self.softmax_0(x)
        return x


def get_inputs():
    return [torch.randn(63824, 64, 128)]


def get_init_inputs():
    return []
