"""F.lp_pool2d -> torch.frexp: synthesised by warpgym synth (seed 7, index 6396, torch#2, dim 0 x641)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.lp_pool2d -> torch.frexp"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.lp_pool2d(x, kernel_size=3, norm_type=2)
        x = torch.frexp(x)[0]
        return x


def get_inputs():
    return [torch.randn(5128, 16, 32, 32)]


def get_init_inputs():
    return []
