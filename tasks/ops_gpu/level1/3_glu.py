"""F.glu: synthesised by warpgym synth (seed 7, index 59, torch#1, dim 0 x3547)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.glu"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.glu(x)
        return x


def get_inputs():
    return [torch.randn(28376, 64, 16, 16)]


def get_init_inputs():
    return []
