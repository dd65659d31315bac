"""F.adaptive_max_pool3d_with_indices -> torch.lgamma: synthesised by warpgym synth (seed 7, index 529, torch#2, dim 0 x2590)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.adaptive_max_pool3d_with_indices -> torch.lgamma"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.adaptive_max_pool3d_with_indices(x, output_size=4)[0]
        x = torch.lgamma(x)
        return x


def get_inputs():
    return [torch.randn(41440, 32, 16, 16)]


def get_init_inputs():
    return []
