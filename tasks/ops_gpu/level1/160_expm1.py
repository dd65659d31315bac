"""torch.expm1: synthesised by warpgym synth (seed 7, index 2333, torch#1, dim 0 x3959)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.expm1"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.expm1(x)
        return x


def get_inputs():
    return [torch.randn(2027008, 256)]


def get_init_inputs():
    return []
