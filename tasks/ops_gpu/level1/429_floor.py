"""torch.floor: synthesised by warpgym synth (seed 7, index 6429, torch#1, dim 0 x2931)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.floor"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.floor(x)
        return x


def get_inputs():
    return [torch.randn(46896, 32, 16, 16)]


def get_init_inputs():
    return []
