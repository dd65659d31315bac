"""torch.neg -> torch.sort: synthesised by warpgym synth (seed 7, index 6042, torch#2, dim 0 x3999)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.neg -> torch.sort"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.neg(x)
        x = torch.sort(x)[0]
        return x


def get_inputs():
    return [torch.randn(2047488, 256)]


def get_init_inputs():
    return []
