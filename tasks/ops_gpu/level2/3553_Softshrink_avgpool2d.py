"""Softshrink -> F.avg_pool2d: synthesised by warpgym synth (seed 7, index 5580, torch#2, dim 0 x3898)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softshrink -> F.avg_pool2d"""

    def __init__(self):
        super().__init__()
        self.softshrink_0 = nn.Softshrink()

    def forward(self, x):
        x = self.softshrink_0(x)
        x = F.avg_pool2d(x, 3)
        return x


def get_inputs():
    return [torch.randn(31184, 16, 32, 32)]


def get_init_inputs():
    return []
