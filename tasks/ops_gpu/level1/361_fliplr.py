"""torch.fliplr: synthesised by warpgym synth (seed 7, index 5271, torch#1, dim 0 x1490)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.fliplr"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.fliplr(x)
        return x


def get_inputs():
    return [torch.randn(11920, 256, 128)]


def get_init_inputs():
    return []
