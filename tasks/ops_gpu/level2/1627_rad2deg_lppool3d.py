"""torch.rad2deg -> F.lp_pool3d: synthesised by warpgym synth (seed 7, index 2585, torch#2, dim 0 x1736)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.rad2deg -> F.lp_pool3d"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.rad2deg(x)
        x = F.lp_pool3d(x, kernel_size=3, norm_type=2)
        return x


def get_inputs():
    return [torch.randn(13888, 64, 16, 16)]


def get_init_inputs():
    return []
