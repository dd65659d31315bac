"""torch.max -> F.adaptive_max_pool3d_with_indices: synthesised by warpgym synth (seed 7, index 5661, torch#2, dim 0 x3918)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.max -> F.adaptive_max_pool3d_with_indices"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.max(x, x1)
        x = F.adaptive_max_pool3d_with_indices(x, output_size=4)[0]
        return x


def get_inputs():
    return [torch.randn(62688, 32, 16, 16), torch.randn(62688, 32, 16, 16)]


def get_init_inputs():
    return []
