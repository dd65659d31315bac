"""F.gelu -> torch.tril -> F.pdist: synthesised by warpgym synth (seed 7, index 2729, torch#3, dim 0 x90)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.gelu -> torch.tril -> F.pdist"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.gelu(x)
        x = torch.tril(x)
        x = F.pdist(x)
        return x


def get_inputs():
    return [torch.randn(46080, 256)]


def get_init_inputs():
    return []
