"""Threshold -> Hardshrink: synthesised by warpgym synth (seed 7, index 242, torch#2, dim 0 x6731)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Threshold -> Hardshrink"""

    def __init__(self):
        super().__init__()
        self.threshold_0 = nn.Threshold(threshold=0.5, value=0.5)
        self.hardshrink_1 = nn.Hardshrink()

    def forward(self, x):
        x = self.threshold_0(x)
        x = self.hardshrink_1(x)
        return x


def get_inputs():
    return [torch.randn(861568, 256)]


def get_init_inputs():
    return []
