"""Hardsigmoid -> Sigmoid: synthesised by warpgym synth (seed 7, index 6424, torch#2, dim 0 x2723)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Hardsigmoid -> Sigmoid"""

    def __init__(self):
        super().__init__()
        self.hardsigmoid_0 = nn.Hardsigmoid()
        self.sigmoid_1 = nn.Sigmoid()

    def forward(self, x):
        x = self.hardsigmoid_0(x)
        x = self.sigmoid_1(x)
        return x


def get_inputs():
    return [torch.randn(10892, 32, 32, 32)]


def get_init_inputs():
    return []
