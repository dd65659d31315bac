"""torch.i0 -> torch.absolute: synthesised by warpgym synth (seed 7, index 5332, torch#2, dim 0 x1277)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.i0 -> torch.absolute"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.i0(x)
        x = torch.absolute(x)
        return x


def get_inputs():
    return [torch.randn(20432, 32, 16, 16)]


def get_init_inputs():
    return []
