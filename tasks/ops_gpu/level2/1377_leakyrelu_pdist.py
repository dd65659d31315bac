"""F.leaky_relu -> F.pdist: synthesised by warpgym synth (seed 7, index 1895, torch#2, dim 0 x440)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.leaky_relu -> F.pdist"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.leaky_relu(x)
        x = F.pdist(x)
        return x


def get_inputs():
    return [torch.randn(28160, 1024)]


def get_init_inputs():
    return []
