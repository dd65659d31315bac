"""Hardsigmoid: synthesised by warpgym synth (seed 7, index 3203, torch#1, dim 0 x3309)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Hardsigmoid"""

    def __init__(self):
        super().__init__()
        self.hardsigmoid_0 = nn.Hardsigmoid()

    def forward(self, x):
        x = self.hardsigmoid_0(x)
        return x


def get_inputs():
    return [torch.randn(26472, 16, 32, 32)]


def get_init_inputs():
    return []
