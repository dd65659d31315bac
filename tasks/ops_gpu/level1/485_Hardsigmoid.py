"""Hardsigmoid: synthesised by warpgym synth (seed 8, index 362, torch#1, dim 0 x1759)."""
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
    return [torch.randn(56288, 128, 64)]


def get_init_inputs():
    return []
