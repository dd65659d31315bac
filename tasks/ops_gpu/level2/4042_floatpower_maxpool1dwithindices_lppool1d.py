"""torch.float_power -> F.max_pool1d_with_indices -> F.lp_pool1d: synthesised by warpgym synth (seed 7, index 6357, torch#3, dim 0 x2326)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.float_power -> F.max_pool1d_with_indices -> F.lp_pool1d"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.float_power(x, 2.0)
        x = F.max_pool1d_with_indices(x, kernel_size=3)[0]
        x = F.lp_pool1d(x, kernel_size=3, norm_type=2)
        return x


def get_inputs():
    return [torch.randn(1190912, 256)]


def get_init_inputs():
    return []
