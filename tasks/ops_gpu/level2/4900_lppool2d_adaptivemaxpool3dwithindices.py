"""F.lp_pool2d -> F.adaptive_max_pool3d_with_indices: synthesised by warpgym synth (seed 9, index 268, torch#2, dim 0 x7961)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.lp_pool2d -> F.adaptive_max_pool3d_with_indices"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.lp_pool2d(x, kernel_size=3, norm_type=2)
        x = F.adaptive_max_pool3d_with_indices(x, output_size=4)[0]
        return x


def get_inputs():
    return [torch.randn(127376, 32, 16, 16)]


def get_init_inputs():
    return []
