"""F.softmax -> torch.lgamma -> torch.pow -> F.pairwise_distance: synthesised by warpgym synth (seed 7, index 4177, torch#4, dim 0 x265)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.softmax -> torch.lgamma -> torch.pow -> F.pairwise_distance"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = F.softmax(x)
        x = torch.lgamma(x)
        x = torch.pow(x, 2.0)
        x = F.pairwise_distance(x, x1)
        return x


def get_inputs():
    return [torch.randn(4240, 64, 128), torch.randn(4240, 64, 128)]


def get_init_inputs():
    return []
