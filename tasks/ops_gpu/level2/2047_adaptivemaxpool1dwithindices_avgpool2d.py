"""F.adaptive_max_pool1d_with_indices -> F.avg_pool2d: synthesised by warpgym synth (seed 7, index 3226, torch#2, dim 0 x3785)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.adaptive_max_pool1d_with_indices -> F.avg_pool2d"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.adaptive_max_pool1d_with_indices(x, output_size=4)[0]
        x = F.avg_pool2d(x, 3)
        return x


def get_inputs():
    return [torch.randn(30280, 256, 128)]


def get_init_inputs():
    return []
