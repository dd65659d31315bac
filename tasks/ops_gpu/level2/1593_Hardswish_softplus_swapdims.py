"""Hardswish -> F.softplus -> torch.swapdims: synthesised by warpgym synth (seed 7, index 2530, torch#3, dim 0 x3802)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Hardswish -> F.softplus -> torch.swapdims"""

    def __init__(self):
        super().__init__()
        self.hardswish_0 = nn.Hardswish()

    def forward(self, x):
        x = self.hardswish_0(x)
        x = F.softplus(x)
        x = torch.swapdims(x, -1, -2)
        return x


def get_inputs():
    return [torch.randn(30416, 16, 32, 32)]


def get_init_inputs():
    return []
