"""F.celu -> F.leaky_relu -> torch.abs: synthesised by warpgym synth (seed 7, index 944, torch#3, dim 0 x1663)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.celu -> F.leaky_relu -> torch.abs"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.celu(x)
        x = F.leaky_relu(x)
        x = torch.abs(x)
        return x


def get_inputs():
    return [torch.randn(425728, 512)]


def get_init_inputs():
    return []
