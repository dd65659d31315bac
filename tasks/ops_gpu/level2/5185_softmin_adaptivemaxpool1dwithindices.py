"""F.softmin -> F.adaptive_max_pool1d_with_indices: synthesised by warpgym synth (seed 9, index 708, torch#2, dim 0 x732)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.softmin -> F.adaptive_max_pool1d_with_indices"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.softmin(x)
        x = F.adaptive_max_pool1d_with_indices(x, output_size=4)[0]
        return x


def get_inputs():
    return [torch.randn(11712, 64, 128)]


def get_init_inputs():
    return []
