"""torch.triu: synthesised by warpgym synth (seed 7, index 2992, torch#1, dim 0 x2858)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.triu"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.triu(x)
        return x


def get_inputs():
    return [torch.randn(1463296, 256)]


def get_init_inputs():
    return []
