"""F.threshold -> F.lp_pool3d: synthesised by warpgym synth (seed 7, index 3650, torch#2, dim 0 x541)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.threshold -> F.lp_pool3d"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.threshold(x, threshold=0.5, value=0.5)
        x = F.lp_pool3d(x, kernel_size=3, norm_type=2)
        return x


def get_inputs():
    return [torch.randn(8656, 32, 16, 16)]


def get_init_inputs():
    return []
