"""torch.flipud -> F.lp_pool3d: synthesised by warpgym synth (seed 7, index 5182, torch#2, dim 0 x1745)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.flipud -> F.lp_pool3d"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.flipud(x)
        x = F.lp_pool3d(x, kernel_size=3, norm_type=2)
        return x


def get_inputs():
    return [torch.randn(13960, 16, 32, 32)]


def get_init_inputs():
    return []
