"""F.max_pool3d_with_indices -> F.softplus: synthesised by warpgym synth (seed 7, index 6569, torch#2, dim 0 x4709)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.max_pool3d_with_indices -> F.softplus"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.max_pool3d_with_indices(x, kernel_size=3)[0]
        x = F.softplus(x)
        return x


def get_inputs():
    return [torch.randn(18836, 32, 32, 32)]


def get_init_inputs():
    return []
