"""torch.trunc: synthesised by warpgym synth (seed 7, index 1509, torch#1, dim 0 x2515)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.trunc"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.trunc(x)
        return x


def get_inputs():
    return [torch.randn(40240, 64, 128)]


def get_init_inputs():
    return []
