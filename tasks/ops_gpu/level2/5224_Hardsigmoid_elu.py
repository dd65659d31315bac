"""Hardsigmoid -> F.elu: synthesised by warpgym synth (seed 9, index 763, torch#2, dim 0 x3740)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Hardsigmoid -> F.elu"""

    def __init__(self):
        super().__init__()
        self.hardsigmoid_0 = nn.Hardsigmoid()

    def forward(self, x):
        x = self.hardsigmoid_0(x)
        x = F.elu(x)
        return x


def get_inputs():
    return [torch.randn(59840, 32, 256)]


def get_init_inputs():
    return []
