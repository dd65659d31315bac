"""Softplus -> Softshrink: synthesised by warpgym synth (seed 9, index 264, torch#2, dim 0 x3215)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softplus -> Softshrink"""

    def __init__(self):
        super().__init__()
        self.softplus_0 = nn.Softplus()
        self.softshrink_1 = nn.Softshrink()

    def forward(self, x):
        x = self.softplus_0(x)
        x = self.softshrink_1(x)
        return x


def get_inputs():
    return [torch.randn(411520, 256)]


def get_init_inputs():
    return []
