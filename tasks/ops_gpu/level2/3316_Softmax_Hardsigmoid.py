"""Softmax -> Hardsigmoid: synthesised by warpgym synth (seed 7, index 5223, torch#2, dim 0 x2918)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softmax -> Hardsigmoid"""

    def __init__(self):
        super().__init__()
        self.softmax_0 = nn.Softmax()
        self.hardsigmoid_1 = nn.Hardsigmoid()

    def forward(self, x):
        x = self.softmax_0(x)
        x = self.hardsigmoid_1(x)
        return x


def get_inputs():
    return [torch.randn(186752, 1024)]


def get_init_inputs():
    return []
