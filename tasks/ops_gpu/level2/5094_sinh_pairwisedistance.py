"""torch.sinh -> F.pairwise_distance: synthesised by warpgym synth (seed 9, index 575, torch#2, dim 0 x677)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.sinh -> F.pairwise_distance"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.sinh(x)
        x = F.pairwise_distance(x, x1)
        return x


def get_inputs():
    return [torch.randn(21664, 128, 64), torch.randn(21664, 128, 64)]


def get_init_inputs():
    return []
