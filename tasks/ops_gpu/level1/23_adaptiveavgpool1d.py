"""F.adaptive_avg_pool1d: synthesised by warpgym synth (seed 7, index 281, torch#1, dim 0 x6943)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.adaptive_avg_pool1d"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.adaptive_avg_pool1d(x, 4)
        return x


def get_inputs():
    return [torch.randn(1777408, 512)]


def get_init_inputs():
    return []
