"""torch.pow -> F.pairwise_distance: synthesised by warpgym synth (seed 7, index 572, torch#2, dim 0 x479)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.pow -> F.pairwise_distance"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.pow(x, 2.0)
        x = F.pairwise_distance(x, x1)
        return x


def get_inputs():
    return [torch.randn(3832, 16, 32, 32), torch.randn(3832, 16, 32, 32)]


def get_init_inputs():
    return []
