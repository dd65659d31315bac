"""F.softshrink: synthesised by warpgym synth (seed 7, index 3846, torch#1, dim 0 x6974)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.softshrink"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.softshrink(x)
        return x


def get_inputs():
    return [torch.randn(1785344, 256)]


def get_init_inputs():
    return []
