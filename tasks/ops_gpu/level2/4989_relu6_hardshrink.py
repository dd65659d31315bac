"""F.relu6 -> F.hardshrink: synthesised by warpgym synth (seed 9, index 424, torch#2, dim 0 x8082)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.relu6 -> F.hardshrink"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.relu6(x)
        x = F.hardshrink(x)
        return x


def get_inputs():
    return [torch.randn(1034496, 256)]


def get_init_inputs():
    return []
