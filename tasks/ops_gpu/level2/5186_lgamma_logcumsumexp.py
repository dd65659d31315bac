"""torch.lgamma -> torch.logcumsumexp: synthesised by warpgym synth (seed 9, index 710, torch#2, dim 0 x1902)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.lgamma -> torch.logcumsumexp"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.lgamma(x)
        x = torch.logcumsumexp(x, -1)
        return x


def get_inputs():
    return [torch.randn(30432, 32, 256)]


def get_init_inputs():
    return []
