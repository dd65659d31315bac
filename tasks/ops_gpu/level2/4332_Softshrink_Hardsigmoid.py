"""Softshrink -> Hardsigmoid: synthesised by warpgym synth (seed 7, index 6808, torch#2, dim 0 x1920)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softshrink -> Hardsigmoid"""

    def __init__(self):
        super().__init__()
        self.softshrink_0 = nn.Softshrink()
        self.hardsigmoid_1 = nn.Hardsigmoid()

    def forward(self, x):
        x = self.softshrink_0(x)
        x = self.hardsigmoid_1(x)
        return x


def get_inputs():
    return [torch.randn(7680, 32, 32, 32)]


def get_init_inputs():
    return []
