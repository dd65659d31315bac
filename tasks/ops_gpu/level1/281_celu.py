"""F.celu: synthesised by warpgym synth (seed 7, index 4048, torch#1, dim 0 x3377)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.celu"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.celu(x)
        return x


def get_inputs():
    return [torch.randn(27016, 64, 16, 16)]


def get_init_inputs():
    return []
