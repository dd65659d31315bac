"""Hardshrink -> Tanhshrink -> torch.hypot: synthesised by warpgym synth (seed 8, index 354, torch#3, dim 0 x2663)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Hardshrink -> Tanhshrink -> torch.hypot"""

    def __init__(self):
        super().__init__()
        self.hardshrink_0 = nn.Hardshrink()
        self.tanhshrink_1 = nn.Tanhshrink()

    def forward(self, x, x1):
        x = self.hardshrink_0(x)
        x = self.tanhshrink_1(x)
        x = torch.hypot(x, x1)
        return x


def get_inputs():
    return [torch.randn(1363456, 256), torch.randn(1363456, 256)]


def get_init_inputs():
    return []
