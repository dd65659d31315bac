"""F.adaptive_max_pool1d_with_indices -> F.mish: synthesised by warpgym synth (seed 7, index 6270, torch#2, dim 0 x5679)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.adaptive_max_pool1d_with_indices -> F.mish"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.adaptive_max_pool1d_with_indices(x, output_size=4)[0]
        x = F.mish(x)
        return x


def get_inputs():
    return [torch.randn(2907648, 256)]


def get_init_inputs():
    return []
