"""torch.cumprod -> F.max_pool2d_with_indices -> torch.norm: synthesised by warpgym synth (seed 7, index 2082, torch#3, dim 0 x2211)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.cumprod -> F.max_pool2d_with_indices -> torch.norm"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.cumprod(x, -1)
        x = F.max_pool2d_with_indices(x, kernel_size=3)[0]
        x = torch.norm(x)
        return x


def get_inputs():
    return [torch.randn(17688, 16, 32, 32)]


def get_init_inputs():
    return []
