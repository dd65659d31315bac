"""F.avg_pool3d -> torch.expm1: synthesised by warpgym synth (seed 7, index 6818, torch#2, dim 0 x7603)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.avg_pool3d -> torch.expm1"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.avg_pool3d(x, 3)
        x = torch.expm1(x)
        return x


def get_inputs():
    return [torch.randn(121648, 32, 16, 16)]


def get_init_inputs():
    return []
