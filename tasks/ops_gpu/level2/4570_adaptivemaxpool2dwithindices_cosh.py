"""F.adaptive_max_pool2d_with_indices -> torch.cosh: synthesised by warpgym synth (seed 8, index 210, torch#2, dim 0 x4160)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.adaptive_max_pool2d_with_indices -> torch.cosh"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.adaptive_max_pool2d_with_indices(x, output_size=4)[0]
        x = torch.cosh(x)
        return x


def get_inputs():
    return [torch.randn(33280, 64, 16, 16)]


def get_init_inputs():
    return []
