"""F.lp_pool2d -> F.threshold: synthesised by warpgym synth (seed 7, index 1704, torch#2, dim 0 x6965)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.lp_pool2d -> F.threshold"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.lp_pool2d(x, kernel_size=3, norm_type=2)
        x = F.threshold(x, threshold=0.5, value=0.5)
        return x


def get_inputs():
    return [torch.randn(55720, 16, 32, 32)]


def get_init_inputs():
    return []
