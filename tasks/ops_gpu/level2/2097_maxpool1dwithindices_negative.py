"""F.max_pool1d_with_indices -> torch.negative: synthesised by warpgym synth (seed 7, index 3312, torch#2, dim 0 x3014)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.max_pool1d_with_indices -> torch.negative"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.max_pool1d_with_indices(x, kernel_size=3)[0]
        x = torch.negative(x)
        return x


def get_inputs():
    return [torch.randn(24112, 256, 128)]


def get_init_inputs():
    return []
