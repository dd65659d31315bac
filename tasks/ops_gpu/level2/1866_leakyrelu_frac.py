"""F.leaky_relu -> torch.frac: synthesised by warpgym synth (seed 7, index 2957, torch#2, dim 0 x7069)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.leaky_relu -> torch.frac"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.leaky_relu(x)
        x = torch.frac(x)
        return x


def get_inputs():
    return [torch.randn(1809664, 256)]


def get_init_inputs():
    return []
