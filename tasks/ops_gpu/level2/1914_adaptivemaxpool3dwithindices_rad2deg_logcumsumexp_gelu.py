"""F.adaptive_max_pool3d_with_indices -> torch.rad2deg -> torch.logcumsumexp -> F.gelu: synthesised by warpgym synth (seed 7, index 3031, torch#4, dim 0 x5851)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.adaptive_max_pool3d_with_indices -> torch.rad2deg -> torch.logcumsumexp -> F.gelu"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.adaptive_max_pool3d_with_indices(x, output_size=4)[0]
        x = torch.rad2deg(x)
        x = torch.logcumsumexp(x, -1)
        x = F.gelu(x)
        return x


def get_inputs():
    return [torch.randn(46808, 64, 16, 16)]


def get_init_inputs():
    return []
