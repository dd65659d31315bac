"""F.hardshrink -> torch.neg: synthesised by warpgym synth (seed 7, index 2939, torch#2, dim 0 x3649)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.hardshrink -> torch.neg"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.hardshrink(x)
        x = torch.neg(x)
        return x


def get_inputs():
    return [torch.randn(29192, 16, 32, 32)]


def get_init_inputs():
    return []
