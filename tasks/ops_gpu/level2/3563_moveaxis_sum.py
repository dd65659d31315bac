"""torch.moveaxis -> torch.sum: synthesised by warpgym synth (seed 7, index 5464, torch#2, dim 0 x4212)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.moveaxis -> torch.sum"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.moveaxis(x, 2, 1)
        x = torch.sum(x)
        return x


def get_inputs():
    return [torch.randn(67392, 64, 128)]


def get_init_inputs():
    return []
