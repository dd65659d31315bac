"""F.lp_pool1d: synthesised by warpgym synth (seed 7, index 669, torch#1, dim 0 x1241)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.lp_pool1d"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.lp_pool1d(x, kernel_size=3, norm_type=2)
        return x


def get_inputs():
    return [torch.randn(19856, 32, 256)]


def get_init_inputs():
    return []
