"""Softshrink -> F.linear: synthesised by warpgym synth (seed 7, index 2569, torch#2, dim 0 x70)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softshrink -> F.linear"""

    def __init__(self):
        super().__init__()
        self.softshrink_0 = nn.Softshrink()

    def forward(self, x, x1):
        x = self.softshrink_0(x)
        x = F.linear(x, x1)
        return x


def get_inputs():
    return [torch.randn(17920, 256), torch.randn(17920, 256)]


def get_init_inputs():
    return []
