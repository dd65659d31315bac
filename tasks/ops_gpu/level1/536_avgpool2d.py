"""F.avg_pool2d: synthesised by warpgym synth (seed 10, index 76, torch#1, dim 0 x6394)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.avg_pool2d"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.avg_pool2d(x, 3)
        return x


def get_inputs():
    return [torch.randn(51152, 64, 16, 16)]


def get_init_inputs():
    return []
