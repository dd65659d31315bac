"""F.adaptive_max_pool2d_with_indices -> torch.histc: synthesised by warpgym synth (seed 7, index 3430, torch#2, dim 0 x7706)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.adaptive_max_pool2d_with_indices -> torch.histc"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.adaptive_max_pool2d_with_indices(x, output_size=4)[0]
        x = torch.histc(x)
        return x


def get_inputs():
    return [torch.randn(30824, 32, 32, 32)]


def get_init_inputs():
    return []
