"""torch.tril -> torch.round -> F.softplus: synthesised by warpgym synth (seed 7, index 5979, torch#3, dim 0 x12598)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.tril -> torch.round -> F.softplus"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.tril(x)
        x = torch.round(x)
        x = F.softplus(x)
        return x


def get_inputs():
    return [torch.randn(1612544, 256)]


def get_init_inputs():
    return []
