"""F.max_pool3d_with_indices -> F.glu: synthesised by warpgym synth (seed 9, index 579, torch#2, dim 0 x8011)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.max_pool3d_with_indices -> F.glu"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.max_pool3d_with_indices(x, kernel_size=3)[0]
        x = F.glu(x)
        return x


def get_inputs():
    return [torch.randn(64088, 16, 32, 32)]


def get_init_inputs():
    return []
