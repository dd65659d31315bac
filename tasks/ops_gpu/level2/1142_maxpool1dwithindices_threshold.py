"""F.max_pool1d_with_indices -> F.threshold: synthesised by warpgym synth (seed 7, index 1860, torch#2, dim 0 x2392)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.max_pool1d_with_indices -> F.threshold"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.max_pool1d_with_indices(x, kernel_size=3)[0]
        x = F.threshold(x, threshold=0.5, value=0.5)
        return x


def get_inputs():
    return [torch.randn(38272, 64, 128)]


def get_init_inputs():
    return []
