"""F.selu -> F.leaky_relu: synthesised by warpgym synth (seed 7, index 5539, torch#2, dim 0 x7371)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.selu -> F.leaky_relu"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.selu(x)
        x = F.leaky_relu(x)
        return x


def get_inputs():
    return [torch.randn(14742, 8, 8, 16, 16)]


def get_init_inputs():
    return []
