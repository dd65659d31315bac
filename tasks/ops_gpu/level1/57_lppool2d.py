"""F.lp_pool2d: synthesised by warpgym synth (seed 7, index 756, torch#1, dim 0 x1200)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.lp_pool2d"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.lp_pool2d(x, kernel_size=3, norm_type=2)
        return x


def get_inputs():
    return [torch.randn(9600, 64, 16, 16)]


def get_init_inputs():
    return []
