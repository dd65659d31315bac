"""torch.lgamma -> torch.swapaxes: synthesised by warpgym synth (seed 8, index 117, torch#2, dim 0 x1765)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.lgamma -> torch.swapaxes"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.lgamma(x)
        x = torch.swapaxes(x, 2, 1)
        return x


def get_inputs():
    return [torch.randn(14120, 64, 16, 16)]


def get_init_inputs():
    return []
