"""Flatten -> Softmax: synthesised by warpgym synth (seed 7, index 2224, torch#2, dim 0 x3769)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Flatten -> Softmax"""

    def __init__(self):
        super().__init__()
        self.flatten_0 = nn.Flatten()
        self.softmax_1 = nn.Softmax()

    def forward(self, x):
        x = self.flatten_0(x)
        x = self.softmax_1(x)
        return x


def get_inputs():
    return [torch.randn(60304, 32, 256)]


def get_init_inputs():
    return []
