"""F.leaky_relu -> torch.rot90: synthesised by warpgym synth (seed 7, index 5037, torch#2, dim 0 x428)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.leaky_relu -> torch.rot90"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.leaky_relu(x)
        x = torch.rot90(x)
        return x


def get_inputs():
    return [torch.randn(3424, 256, 128)]


def get_init_inputs():
    return []
