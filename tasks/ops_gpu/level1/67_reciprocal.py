"""torch.reciprocal: synthesised by warpgym synth (seed 7, index 930, torch#1, dim 0 x2100)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.reciprocal"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.reciprocal(x)
        return x


def get_inputs():
    return [torch.randn(33600, 64, 128)]


def get_init_inputs():
    return []
