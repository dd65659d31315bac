"""Mish -> F.leaky_relu: synthesised by warpgym synth (seed 7, index 6121, torch#2, dim 0 x1950)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Mish -> F.leaky_relu"""

    def __init__(self):
        super().__init__()
        self.mish_0 = nn.Mish()

    def forward(self, x):
        x = self.mish_0(x)
        x = F.leaky_relu(x)
        return x


def get_inputs():
    return [torch.randn(62400, 128, 64)]


def get_init_inputs():
    return []
