"""torch.deg2rad -> F.adaptive_max_pool1d_with_indices: synthesised by warpgym synth (seed 7, index 2251, torch#2, dim 0 x29608)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.deg2rad -> F.adaptive_max_pool1d_with_indices"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.deg2rad(x)
        x = F.adaptive_max_pool1d_with_indices(x, output_size=4)[0]
        return x


def get_inputs():
    return [torch.randn(3789824, 256)]


def get_init_inputs():
    return []
