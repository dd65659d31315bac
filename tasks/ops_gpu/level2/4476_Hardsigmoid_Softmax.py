"""Hardsigmoid -> Softmax: synthesised by warpgym synth (seed 8, index 57, torch#2, dim 0 x1041)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Hardsigmoid -> Softmax"""

    def __init__(self):
        super().__init__()
        self.hardsigmoid_0 = nn.Hardsigmoid()
        self.softmax_1 = nn.Softmax()

    def forward(self, x):
        x = self.hardsigmoid_0(x)
        x = self.softmax_1(x)
        return x


def get_inputs():
    return [torch.randn(33312, 128, 64)]


def get_init_inputs():
    return []
