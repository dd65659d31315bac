"""torch.float_power -> F.adaptive_max_pool3d_with_indices: synthesised by warpgym synth (seed 7, index 6730, torch#2, dim 0 x2886)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.float_power -> F.adaptive_max_pool3d_with_indices"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.float_power(x, 2.0)
        x = F.adaptive_max_pool3d_with_indices(x, output_size=4)[0]
        return x


def get_inputs():
    return [torch.randn(23088, 16, 32, 32)]


def get_init_inputs():
    return []
