"""F.lp_pool1d -> torch.erfc -> F.max_pool1d_with_indices -> F.softshrink: synthesised by warpgym synth (seed 9, index 591, torch#4, dim 0 x1298)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.lp_pool1d -> torch.erfc -> F.max_pool1d_with_indices -> F.softshrink"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.lp_pool1d(x, kernel_size=3, norm_type=2)
        x = torch.erfc(x)
        x = F.max_pool1d_with_indices(x, kernel_size=3)[0]
        x = F.softshrink(x)
        return x


def get_inputs():
    return [torch.randn(20768, 32, 256)]


def get_init_inputs():
    return []
