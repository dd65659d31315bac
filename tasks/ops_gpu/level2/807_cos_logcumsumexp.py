"""torch.cos -> torch.logcumsumexp: synthesised by warpgym synth (seed 7, index 1309, torch#2, dim 0 x3517)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.cos -> torch.logcumsumexp"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.cos(x)
        x = torch.logcumsumexp(x, -1)
        return x


def get_inputs():
    return [torch.randn(56272, 64, 128)]


def get_init_inputs():
    return []
