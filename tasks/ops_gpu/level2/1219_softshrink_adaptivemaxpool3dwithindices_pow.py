"""F.softshrink -> F.adaptive_max_pool3d_with_indices -> torch.pow: synthesised by warpgym synth (seed 7, index 1969, torch#3, dim 0 x1672)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.softshrink -> F.adaptive_max_pool3d_with_indices -> torch.pow"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.softshrink(x)
        x = F.adaptive_max_pool3d_with_indices(x, output_size=4)[0]
        x = torch.pow(x, 2.0)
        return x


def get_inputs():
    return [torch.randn(13376, 64, 16, 16)]


def get_init_inputs():
    return []
