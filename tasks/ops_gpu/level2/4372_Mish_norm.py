"""Mish -> torch.norm: synthesised by warpgym synth (seed 7, index 6693, torch#2, dim 0 x6273)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Mish -> torch.norm"""

    def __init__(self):
        super().__init__()
        self.mish_0 = nn.Mish()

    def forward(self, x):
        x = self.mish_0(x)
        x = torch.norm(x)
        return x


def get_inputs():
    return [torch.randn(25092, 32, 32, 32)]


def get_init_inputs():
    return []
