"""Flatten -> F.tanh -> F.hardswish: synthesised by warpgym synth (seed 7, index 2879, torch#3, dim 0 x16211)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Flatten -> F.tanh -> F.hardswish"""

    def __init__(self):
        super().__init__()
        self.flatten_0 = nn.Flatten()

    def forward(self, x):
        x = self.flatten_0(x)
        x = F.tanh(x)
        x = F.hardswish(x)
        return x


def get_inputs():
    return [torch.randn(64844, 16, 8, 8, 8)]


def get_init_inputs():
    return []
