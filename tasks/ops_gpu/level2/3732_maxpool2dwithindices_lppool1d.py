"""F.max_pool2d_with_indices -> F.lp_pool1d: synthesised by warpgym synth (seed 7, index 5852, torch#2, dim 0 x6763)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.max_pool2d_with_indices -> F.lp_pool1d"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.max_pool2d_with_indices(x, kernel_size=3)[0]
        x = F.lp_pool1d(x, kernel_size=3, norm_type=2)
        return x


def get_inputs():
    return [torch.randn(108208, 64, 128)]


def get_init_inputs():
    return []
