"""Softshrink: synthesised by warpgym synth (seed 9, index 392, torch#1, dim 0 x3239)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softshrink"""

    def __init__(self):
        super().__init__()
        self.softshrink_0 = nn.Softshrink()

    def forward(self, x):
        x = self.softshrink_0(x)
        return x


def get_inputs():
    return [torch.randn(25912, 64, 16, 16)]


def get_init_inputs():
    return []
