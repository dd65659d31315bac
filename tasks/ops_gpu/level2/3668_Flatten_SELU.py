"""Flatten -> SELU: synthesised by warpgym synth (seed 7, index 5751, torch#2, dim 0 x14471)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Flatten -> SELU"""

    def __init__(self):
        super().__init__()
        self.flatten_0 = nn.Flatten()
        self.selu_1 = nn.SELU()

    def forward(self, x):
        x = self.flatten_0(x)
        x = self.selu_1(x)
        return x


def get_inputs():
    return [torch.randn(28942, 8, 8, 16, 16)]


def get_init_inputs():
    return []
