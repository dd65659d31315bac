"""F.relu -> F.pairwise_distance: synthesised by warpgym synth (seed 8, index 250, torch#2, dim 0 x1021)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.relu -> F.pairwise_distance"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = F.relu(x)
        x = F.pairwise_distance(x, x1)
        return x


def get_inputs():
    return [torch.randn(261376, 256), torch.randn(261376, 256)]


def get_init_inputs():
    return []
