"""torch.trunc -> torch.asinh: synthesised by warpgym synth (seed 7, index 1567, torch#2, dim 0 x7549)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.trunc -> torch.asinh"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.trunc(x)
        x = torch.asinh(x)
        return x


def get_inputs():
    return [torch.randn(966272, 256)]


def get_init_inputs():
    return []
