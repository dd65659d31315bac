"""Mish -> torch.floor: synthesised by warpgym synth (seed 10, index 11, torch#2, dim 0 x3612)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Mish -> torch.floor"""

    def __init__(self):
        super().__init__()
        self.mish_0 = nn.Mish()

    def forward(self, x):
        x = self.mish_0(x)
        x = torch.floor(x)
        return x


def get_inputs():
    return [torch.randn(28896, 16, 32, 32)]


def get_init_inputs():
    return []
