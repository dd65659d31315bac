"""F.leaky_relu -> torch.abs: synthesised by warpgym synth (seed 7, index 6322, torch#2, dim 0 x3661)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.leaky_relu -> torch.abs"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.leaky_relu(x)
        x = torch.abs(x)
        return x


def get_inputs():
    return [torch.randn(937216, 512)]


def get_init_inputs():
    return []
