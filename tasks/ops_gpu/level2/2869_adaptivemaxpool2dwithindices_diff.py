"""F.adaptive_max_pool2d_with_indices -> torch.diff: synthesised by warpgym synth (seed 7, index 4534, torch#2, dim 0 x4542)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.adaptive_max_pool2d_with_indices -> torch.diff"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.adaptive_max_pool2d_with_indices(x, output_size=4)[0]
        x = torch.diff(x)
        return x


def get_inputs():
    return [torch.randn(72672, 64, 128)]


def get_init_inputs():
    return []
