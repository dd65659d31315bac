"""F.max_pool3d_with_indices: synthesised by warpgym synth (seed 7, index 3531, torch#1, dim 0 x7228)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.max_pool3d_with_indices"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.max_pool3d_with_indices(x, kernel_size=3)[0]
        return x


def get_inputs():
    return [torch.randn(115648, 32, 16, 16)]


def get_init_inputs():
    return []
