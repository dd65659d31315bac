"""F.leaky_relu -> F.tanh: synthesised by warpgym synth (seed 7, index 2400, torch#2, dim 0 x3837)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.leaky_relu -> F.tanh"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.leaky_relu(x)
        x = F.tanh(x)
        return x


def get_inputs():
    return [torch.randn(15348, 32, 32, 32)]


def get_init_inputs():
    return []
