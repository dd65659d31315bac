"""F.relu -> F.adaptive_max_pool3d_with_indices -> F.mish: synthesised by warpgym synth (seed 7, index 3812, torch#3, dim 0 x1406)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.relu -> F.adaptive_max_pool3d_with_indices -> F.mish"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.relu(x)
        x = F.adaptive_max_pool3d_with_indices(x, output_size=4)[0]
        x = F.mish(x)
        return x


def get_inputs():
    return [torch.randn(5624, 32, 32, 32)]


def get_init_inputs():
    return []
