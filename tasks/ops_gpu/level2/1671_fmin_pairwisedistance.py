"""torch.fmin -> F.pairwise_distance: synthesised by warpgym synth (seed 7, index 2650, torch#2, dim 0 x1008)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.fmin -> F.pairwise_distance"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1, x2):
        x = torch.fmin(x, x1)
        x = F.pairwise_distance(x, x2)
        return x


def get_inputs():
    return [torch.randn(8064, 64, 16, 16), torch.randn(8064, 64, 16, 16), torch.randn(8064, 64, 16, 16)]


def get_init_inputs():
    return []
