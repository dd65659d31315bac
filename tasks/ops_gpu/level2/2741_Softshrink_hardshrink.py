"""Softshrink -> F.hardshrink: synthesised by warpgym synth (seed 7, index 4326, torch#2, dim 0 x764)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softshrink -> F.hardshrink"""

    def __init__(self):
        super().__init__()
        self.softshrink_0 = nn.Softshrink()

    def forward(self, x):
        x = self.softshrink_0(x)
        x = F.hardshrink(x)
        return x


def get_inputs():
    return [torch.randn(195584, 512)]


def get_init_inputs():
    return []
