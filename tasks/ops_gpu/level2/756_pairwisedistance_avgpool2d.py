"""F.pairwise_distance -> F.avg_pool2d: synthesised by warpgym synth (seed 7, index 1219, torch#2, dim 0 x1198)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.pairwise_distance -> F.avg_pool2d"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = F.pairwise_distance(x, x1)
        x = F.avg_pool2d(x, 3)
        return x


def get_inputs():
    return [torch.randn(9584, 64, 16, 16), torch.randn(9584, 64, 16, 16)]


def get_init_inputs():
    return []
