"""F.max_pool2d_with_indices -> F.mish: synthesised by warpgym synth (seed 7, index 644, torch#2, dim 0 x1906)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.max_pool2d_with_indices -> F.mish"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.max_pool2d_with_indices(x, kernel_size=3)[0]
        x = F.mish(x)
        return x


def get_inputs():
    return [torch.randn(60992, 128, 64)]


def get_init_inputs():
    return []
