"""F.silu: synthesised by warpgym synth (seed 7, index 3181, torch#1, dim 0 x5832)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.silu"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.silu(x)
        return x


def get_inputs():
    return [torch.randn(1492992, 256)]


def get_init_inputs():
    return []
