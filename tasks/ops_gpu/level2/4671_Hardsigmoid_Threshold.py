"""Hardsigmoid -> Threshold: synthesised by warpgym synth (seed 8, index 370, torch#2, dim 0 x3970)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Hardsigmoid -> Threshold"""

    def __init__(self):
        super().__init__()
        self.hardsigmoid_0 = nn.Hardsigmoid()
        self.threshold_1 = nn.Threshold(threshold=0.5, value=0.5)

    def forward(self, x):
        x = self.hardsigmoid_0(x)
        x = self.threshold_1(x)
        return x


def get_inputs():
    return [torch.randn(15880, 16, 8, 8, 8)]


def get_init_inputs():
    return []
