"""F.pairwise_distance -> F.relu6: synthesised by warpgym synth (seed 7, index 6329, torch#2, dim 0 x3271)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.pairwise_distance -> F.relu6"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = F.pairwise_distance(x, x1)
        x = F.relu6(x)
        return x


def get_inputs():
    return [torch.randn(52336, 32, 16, 16), torch.randn(52336, 32, 16, 16)]


def get_init_inputs():
    return []
