"""F.leaky_relu -> F.silu: synthesised by warpgym synth (seed 7, index 2137, torch#2, dim 0 x4050)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.leaky_relu -> F.silu"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.leaky_relu(x)
        x = F.silu(x)
        return x


def get_inputs():
    return [torch.randn(64800, 32, 16, 16)]


def get_init_inputs():
    return []
