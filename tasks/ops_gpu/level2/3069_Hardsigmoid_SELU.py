"""Hardsigmoid -> SELU: synthesised by warpgym synth (seed 7, index 4852, torch#2, dim 0 x6671)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Hardsigmoid -> SELU"""

    def __init__(self):
        super().__init__()
        self.hardsigmoid_0 = nn.Hardsigmoid()
        self.selu_1 = nn.SELU()

    def forward(self, x):
        x = self.hardsigmoid_0(x)
        x = self.selu_1(x)
        return x


def get_inputs():
    return [torch.randn(426944, 1024)]


def get_init_inputs():
    return []
