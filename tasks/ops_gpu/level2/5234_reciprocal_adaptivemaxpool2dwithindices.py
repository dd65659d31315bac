"""torch.reciprocal -> F.adaptive_max_pool2d_with_indices: synthesised by warpgym synth (seed 9, index 779, torch#2, dim 0 x6641)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.reciprocal -> F.adaptive_max_pool2d_with_indices"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.reciprocal(x)
        x = F.adaptive_max_pool2d_with_indices(x, output_size=4)[0]
        return x


def get_inputs():
    return [torch.randn(106256, 32, 16, 16)]


def get_init_inputs():
    return []
