"""F.hardshrink -> torch.atan: synthesised by warpgym synth (seed 7, index 2606, torch#2, dim 0 x954)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.hardshrink -> torch.atan"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.hardshrink(x)
        x = torch.atan(x)
        return x


def get_inputs():
    return [torch.randn(7632, 16, 32, 32)]


def get_init_inputs():
    return []
