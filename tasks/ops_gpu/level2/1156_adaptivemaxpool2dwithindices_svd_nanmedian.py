"""F.adaptive_max_pool2d_with_indices -> torch.svd -> torch.nanmedian: synthesised by warpgym synth (seed 7, index 1810, torch#3, dim 0 x7534)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.adaptive_max_pool2d_with_indices -> torch.svd -> torch.nanmedian"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.adaptive_max_pool2d_with_indices(x, output_size=4)[0]
        x = torch.svd(x)[0]
        x = torch.nanmedian(x)
        return x


def get_inputs():
    return [torch.randn(120544, 32, 16, 16)]


def get_init_inputs():
    return []
