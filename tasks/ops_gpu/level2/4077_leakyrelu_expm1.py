"""F.leaky_relu -> torch.expm1: synthesised by warpgym synth (seed 7, index 6414, torch#2, dim 0 x3569)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.leaky_relu -> torch.expm1"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.leaky_relu(x)
        x = torch.expm1(x)
        return x


def get_inputs():
    return [torch.randn(28552, 16, 32, 32)]


def get_init_inputs():
    return []
