"""Mish -> torch.cumprod: synthesised by warpgym synth (seed 7, index 5578, torch#2, dim 0 x6659)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Mish -> torch.cumprod"""

    def __init__(self):
        super().__init__()
        self.mish_0 = nn.Mish()

    def forward(self, x):
        x = self.mish_0(x)
        x = torch.cumprod(x, -1)
        return x


def get_inputs():
    return [torch.randn(26636, 16, 8, 8, 8)]


def get_init_inputs():
    return []
