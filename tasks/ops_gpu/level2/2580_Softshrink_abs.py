"""Softshrink -> torch.abs: synthesised by warpgym synth (seed 7, index 4078, torch#2, dim 0 x3654)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softshrink -> torch.abs"""

    def __init__(self):
        super().__init__()
        self.softshrink_0 = nn.Softshrink()

    def forward(self, x):
        x = self.softshrink_0(x)
        x = torch.abs(x)
        return x


def get_inputs():
    return [torch.randn(14616, 32, 32, 32)]


def get_init_inputs():
    return []
