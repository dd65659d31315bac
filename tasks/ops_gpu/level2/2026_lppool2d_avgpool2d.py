"""F.lp_pool2d -> F.avg_pool2d: synthesised by warpgym synth (seed 7, index 3199, torch#2, dim 0 x2545)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.lp_pool2d -> F.avg_pool2d"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.lp_pool2d(x, kernel_size=3, norm_type=2)
        x = F.avg_pool2d(x, 3)
        return x


def get_inputs():
    return [torch.randn(20360, 16, 32, 32)]


def get_init_inputs():
    return []
