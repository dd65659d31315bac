"""Flatten -> F.hardsigmoid: synthesised by warpgym synth (seed 7, index 6211, torch#2, dim 0 x1710)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Flatten -> F.hardsigmoid"""

    def __init__(self):
        super().__init__()
        self.flatten_0 = nn.Flatten()

    def forward(self, x):
        x = self.flatten_0(x)
        x = F.hardsigmoid(x)
        return x


def get_inputs():
    return [torch.randn(27360, 32, 16, 16)]


def get_init_inputs():
    return []
