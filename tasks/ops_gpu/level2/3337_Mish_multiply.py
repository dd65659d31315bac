"""Mish -> torch.multiply: synthesised by warpgym synth (seed 7, index 5254, torch#2, dim 0 x490)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Mish -> torch.multiply"""

    def __init__(self):
        super().__init__()
        self.mish_0 = nn.Mish()

    def forward(self, x, x1):
        x = self.mish_0(x)
        x = torch.multiply(x, x1)
        return x


def get_inputs():
    return [torch.randn(3920, 256, 128), torch.randn(3920, 256, 128)]


def get_init_inputs():
    return []
