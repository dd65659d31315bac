"""Hardshrink -> F.hardsigmoid: synthesised by warpgym synth (seed 7, index 41, torch#2, dim 0 x3944)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Hardshrink -> F.hardsigmoid"""

    def __init__(self):
        super().__init__()
        self.hardshrink_0 = nn.Hardshrink()

    def forward(self, x):
        x = self.hardshrink_0(x)
        x = F.hardsigmoid(x)
        return x


def get_inputs():
    return [torch.randn(2019328, 256)]


def get_init_inputs():
    return []
