"""Softshrink: synthesised by warpgym synth (seed 7, index 4926, torch#1, dim 0 x825)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softshrink"""

    def __init__(self):
        super().__init__()
        self.softshrink_0 = nn.Softshrink()

    def forward(self, x):
        x = self.softshrink_0(x)
        return x


def get_inputs():
    return [torch.randn(26400, 128, 64)]


def get_init_inputs():
    return []
