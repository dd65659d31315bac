"""Softshrink -> torch.sinh: synthesised by warpgym synth (seed 7, index 3854, torch#2, dim 0 x636)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softshrink -> torch.sinh"""

    def __init__(self):
        super().__init__()
        self.softshrink_0 = nn.Softshrink()

    def forward(self, x):
        x = self.softshrink_0(x)
        x = torch.sinh(x)
        return x


def get_inputs():
    return [torch.randn(20352, 128, 64)]


def get_init_inputs():
    return []
