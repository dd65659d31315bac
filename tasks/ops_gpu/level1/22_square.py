"""torch.square: synthesised by warpgym synth (seed 7, index 272, torch#1, dim 0 x6136)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.square"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.square(x)
        return x


def get_inputs():
    return [torch.randn(392704, 1024)]


def get_init_inputs():
    return []
