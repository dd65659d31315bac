"""torch.atan -> F.pdist: synthesised by warpgym synth (seed 7, index 1571, torch#2, dim 0 x168)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.atan -> F.pdist"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.atan(x)
        x = F.pdist(x)
        return x


def get_inputs():
    return [torch.randn(43008, 512)]


def get_init_inputs():
    return []
