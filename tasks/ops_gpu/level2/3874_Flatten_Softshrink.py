"""Flatten -> Softshrink: synthesised by warpgym synth (seed 7, index 6107, torch#2, dim 0 x3868)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Flatten -> Softshrink"""

    def __init__(self):
        super().__init__()
        self.flatten_0 = nn.Flatten()
        self.softshrink_1 = nn.Softshrink()

    def forward(self, x):
        x = self.flatten_0(x)
        x = self.softshrink_1(x)
        return x


def get_inputs():
    return [torch.randn(61888, 32, 16, 16)]


def get_init_inputs():
    return []
