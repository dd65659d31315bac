"""F.max_pool2d_with_indices -> torch.moveaxis: synthesised by warpgym synth (seed 9, index 31, torch#2, dim 0 x6001)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.max_pool2d_with_indices -> torch.moveaxis"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.max_pool2d_with_indices(x, kernel_size=3)[0]
        x = torch.moveaxis(x, 2, 1)
        return x


def get_inputs():
    return [torch.randn(48008, 64, 16, 16)]


def get_init_inputs():
    return []
