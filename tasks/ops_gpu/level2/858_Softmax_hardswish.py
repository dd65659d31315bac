"""Softmax -> F.hardswish: synthesised by warpgym synth (seed 7, index 1398, torch#2, dim 0 x3615)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softmax -> F.hardswish"""

    def __init__(self):
        super().__init__()
        self.softmax_0 = nn.Softmax()

    def forward(self, x):
        x = self.softmax_0(x)
        x = F.hardswish(x)
        return x


def get_inputs():
    return [torch.randn(1850880, 256)]


def get_init_inputs():
    return []
