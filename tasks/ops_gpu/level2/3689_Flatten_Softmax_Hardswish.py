"""Flatten -> Softmax -> Hardswish: synthesised by warpgym synth (seed 7, index 5780, torch#3, dim 0 x1367)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Flatten -> Softmax -> Hardswish"""

    def __init__(self):
        super().__init__()
        self.flatten_0 = nn.Flatten()
        self.softmax_1 = nn.Softmax()
        self.hardswish_2 = nn.Hardswish()

    def forward(self, x):
        x = self.flatten_0(x)
        x = self.softmax_1(x)
        x = self.hardswish_2(x)
        return x


def get_inputs():
    return [torch.randn(21872, 32, 256)]


def get_init_inputs():
    return []
