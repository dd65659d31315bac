"""torch.adjoint -> F.pdist: synthesised by warpgym synth (seed 7, index 5439, torch#2, dim 0 x2468)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.adjoint -> F.pdist"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.adjoint(x)
        x = F.pdist(x)
        return x


def get_inputs():
    return [torch.randn(157952, 1024)]


def get_init_inputs():
    return []
