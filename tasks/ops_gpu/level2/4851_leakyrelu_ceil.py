"""F.leaky_relu -> torch.ceil: synthesised by warpgym synth (seed 9, index 194, torch#2, dim 0 x4059)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.leaky_relu -> torch.ceil"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.leaky_relu(x)
        x = torch.ceil(x)
        return x


def get_inputs():
    return [torch.randn(64944, 32, 256)]


def get_init_inputs():
    return []
