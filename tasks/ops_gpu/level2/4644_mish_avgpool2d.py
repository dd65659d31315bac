"""F.mish -> F.avg_pool2d: synthesised by warpgym synth (seed 8, index 332, torch#2, dim 0 x1417)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.mish -> F.avg_pool2d"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.mish(x)
        x = F.avg_pool2d(x, 3)
        return x


def get_inputs():
    return [torch.randn(5668, 32, 32, 32)]


def get_init_inputs():
    return []
