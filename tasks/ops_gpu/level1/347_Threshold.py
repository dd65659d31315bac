"""Threshold: synthesised by warpgym synth (seed 7, index 5077, torch#1, dim 0 x4065)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Threshold"""

    def __init__(self):
        super().__init__()
        self.threshold_0 = nn.Threshold(threshold=0.5, value=0.5)

    def forward(self, x):
        x = self.threshold_0(x)
        return x


def get_inputs():
    return [torch.randn(16260, 32, 32, 32)]


def get_init_inputs():
    return []
