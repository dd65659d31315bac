"""F.leaky_relu: synthesised by warpgym synth (seed 7, index 3006, torch#1, dim 0 x3721)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.leaky_relu"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.leaky_relu(x)
        return x


def get_inputs():
    return [torch.randn(238144, 1024)]


def get_init_inputs():
    return []
