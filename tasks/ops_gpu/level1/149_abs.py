"""torch.abs: synthesised by warpgym synth (seed 7, index 2149, torch#1, dim 0 x1076)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.abs"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.abs(x)
        return x


def get_inputs():
    return [torch.randn(8608, 256, 128)]


def get_init_inputs():
    return []
