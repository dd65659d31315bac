"""Hardshrink -> torch.multiply: synthesised by warpgym synth (seed 7, index 3239, torch#2, dim 0 x884)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Hardshrink -> torch.multiply"""

    def __init__(self):
        super().__init__()
        self.hardshrink_0 = nn.Hardshrink()

    def forward(self, x, x1):
        x = self.hardshrink_0(x)
        x = torch.multiply(x, x1)
        return x


def get_inputs():
    return [torch.randn(7072, 64, 16, 16), torch.randn(7072, 64, 16, 16)]


def get_init_inputs():
    return []
