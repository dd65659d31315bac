"""F.adaptive_max_pool3d_with_indices -> F.group_norm: synthesised by warpgym synth (seed 7, index 6959, torch#2, dim 0 x6510)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.adaptive_max_pool3d_with_indices -> F.group_norm"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.adaptive_max_pool3d_with_indices(x, output_size=4)[0]
        x = F.group_norm(x, num_groups=2)
        return x


def get_inputs():
    return [torch.randn(104160, 32, 16, 16)]


def get_init_inputs():
    return []
