"""Sigmoid: synthesised by warpgym synth (seed 7, index 5382, torch#1, dim 0 x2412)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Sigmoid"""

    def __init__(self):
        super().__init__()
        self.sigmoid_0 = nn.Sigmoid()

    def forward(self, x):
        x = self.sigmoid_0(x)
        return x


def get_inputs():
    return [torch.randn(38592, 32, 256)]


def get_init_inputs():
    return []
