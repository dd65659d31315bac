"""Softshrink -> F.tanh: synthesised by warpgym synth (seed 7, index 2269, torch#2, dim 0 x6882)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softshrink -> F.tanh"""

    def __init__(self):
        super().__init__()
        self.softshrink_0 = nn.Softshrink()

    def forward(self, x):
        x = self.softshrink_0(x)
        x = F.tanh(x)
        return x


def get_inputs():
    return [torch.randn(1761792, 256)]


def get_init_inputs():
    return []
