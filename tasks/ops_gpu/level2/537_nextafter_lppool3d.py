"""torch.nextafter -> F.lp_pool3d: synthesised by warpgym synth (seed 7, index 869, torch#2, dim 0 x16007)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.nextafter -> F.lp_pool3d"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.nextafter(x, x1)
        x = F.lp_pool3d(x, kernel_size=3, norm_type=2)
        return x


def get_inputs():
    return [torch.randn(32014, 8, 8, 16, 16), torch.randn(32014, 8, 8, 16, 16)]


def get_init_inputs():
    return []
