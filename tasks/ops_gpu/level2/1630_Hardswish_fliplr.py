"""Hardswish -> torch.fliplr: synthesised by warpgym synth (seed 7, index 2590, torch#2, dim 0 x3167)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Hardswish -> torch.fliplr"""

    def __init__(self):
        super().__init__()
        self.hardswish_0 = nn.Hardswish()

    def forward(self, x):
        x = self.hardswish_0(x)
        x = torch.fliplr(x)
        return x


def get_inputs():
    return [torch.randn(12668, 32, 32, 32)]


def get_init_inputs():
    return []
