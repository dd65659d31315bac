"""F.adaptive_max_pool1d_with_indices -> torch.abs: synthesised by warpgym synth (seed 7, index 4383, torch#2, dim 0 x7324)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.adaptive_max_pool1d_with_indices -> torch.abs"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.adaptive_max_pool1d_with_indices(x, output_size=4)[0]
        x = torch.abs(x)
        return x


def get_inputs():
    return [torch.randn(3749888, 256)]


def get_init_inputs():
    return []
