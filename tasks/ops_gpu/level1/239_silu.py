"""F.silu: synthesised by warpgym synth (seed 7, index 3431, torch#1, dim 0 x13989)."""
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
    return [torch.randn(55956, 16, 8, 8, 8)]


def get_init_inputs():
    return []
