"""F.adaptive_max_pool2d_with_indices -> torch.median: synthesised by warpgym synth (seed 7, index 280, torch#2, dim 0 x5910)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.adaptive_max_pool2d_with_indices -> torch.median"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.adaptive_max_pool2d_with_indices(x, output_size=4)[0]
        x = torch.median(x)
        return x


def get_inputs():
    return [torch.randn(94560, 32, 16, 16)]


def get_init_inputs():
    return []
