"""F.pairwise_distance -> F.mish: synthesised by warpgym synth (seed 7, index 1064, torch#2, dim 0 x14510)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.pairwise_distance -> F.mish"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = F.pairwise_distance(x, x1)
        x = F.mish(x)
        return x


def get_inputs():
    return [torch.randn(58040, 16, 8, 8, 8), torch.randn(58040, 16, 8, 8, 8)]


def get_init_inputs():
    return []
