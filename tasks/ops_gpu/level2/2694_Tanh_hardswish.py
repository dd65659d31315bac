"""Tanh -> F.hardswish: synthesised by warpgym synth (seed 7, index 4263, torch#2, dim 0 x3830)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Tanh -> F.hardswish"""

    def __init__(self):
        super().__init__()
        self.tanh_0 = nn.Tanh()

    def forward(self, x):
        x = self.tanh_0(x)
        x = F.hardswish(x)
        return x


def get_inputs():
    return [torch.randn(1960960, 256)]


def get_init_inputs():
    return []
