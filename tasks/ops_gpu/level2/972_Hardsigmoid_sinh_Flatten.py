"""Hardsigmoid -> torch.sinh -> Flatten: synthesised by warpgym synth (seed 7, index 1580, torch#3, dim 0 x2376)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Hardsigmoid -> torch.sinh -> Flatten"""

    def __init__(self):
        super().__init__()
        self.hardsigmoid_0 = nn.Hardsigmoid()
        self.flatten_2 = nn.Flatten()

    def forward(self, x):
        x = self.hardsigmoid_0(x)
        x = torch.sinh(x)
        x = self.flatten_2(x)
        return x


def get_inputs():
    return [torch.randn(9504, 32, 32, 32)]


def get_init_inputs():
    return []
