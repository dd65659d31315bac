"""Sigmoid -> F.leaky_relu: synthesised by warpgym synth (seed 7, index 4776, torch#2, dim 0 x886)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Sigmoid -> F.leaky_relu"""

    def __init__(self):
        super().__init__()
        self.sigmoid_0 = nn.Sigmoid()

    def forward(self, x):
        x = self.sigmoid_0(x)
        x = F.leaky_relu(x)
        return x


def get_inputs():
    return [torch.randn(453632, 256)]


def get_init_inputs():
    return []
