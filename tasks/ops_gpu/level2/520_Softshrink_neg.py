"""Softshrink -> torch.neg: synthesised by warpgym synth (seed 7, index 837, torch#2, dim 0 x3272)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softshrink -> torch.neg"""

    def __init__(self):
        super().__init__()
        self.softshrink_0 = nn.Softshrink()

    def forward(self, x):
        x = self.softshrink_0(x)
        x = torch.neg(x)
        return x


def get_inputs():
    return [torch.randn(52352, 32, 16, 16)]


def get_init_inputs():
    return []
