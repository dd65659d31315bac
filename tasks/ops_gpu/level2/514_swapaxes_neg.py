"""torch.swapaxes -> torch.neg: synthesised by warpgym synth (seed 7, index 826, torch#2, dim 0 x3156)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.swapaxes -> torch.neg"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.swapaxes(x, 2, 1)
        x = torch.neg(x)
        return x


def get_inputs():
    return [torch.randn(50496, 64, 128)]


def get_init_inputs():
    return []
