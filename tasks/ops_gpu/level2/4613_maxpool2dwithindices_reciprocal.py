"""F.max_pool2d_with_indices -> torch.reciprocal: synthesised by warpgym synth (seed 8, index 274, torch#2, dim 0 x6811)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.max_pool2d_with_indices -> torch.reciprocal"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.max_pool2d_with_indices(x, kernel_size=3)[0]
        x = torch.reciprocal(x)
        return x


def get_inputs():
    return [torch.randn(108976, 32, 16, 16)]


def get_init_inputs():
    return []
