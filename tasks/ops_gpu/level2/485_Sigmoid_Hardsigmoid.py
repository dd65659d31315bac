"""Sigmoid -> Hardsigmoid: synthesised by warpgym synth (seed 7, index 769, torch#2, dim 0 x7927)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Sigmoid -> Hardsigmoid"""

    def __init__(self):
        super().__init__()
        self.sigmoid_0 = nn.Sigmoid()
        self.hardsigmoid_1 = nn.Hardsigmoid()

    def forward(self, x):
        x = self.sigmoid_0(x)
        x = self.hardsigmoid_1(x)
        return x


def get_inputs():
    return [torch.randn(507328, 1024)]


def get_init_inputs():
    return []
