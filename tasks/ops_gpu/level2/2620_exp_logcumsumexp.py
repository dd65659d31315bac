"""torch.exp -> torch.logcumsumexp: synthesised by warpgym synth (seed 7, index 4148, torch#2, dim 0 x1333)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.exp -> torch.logcumsumexp"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.exp(x)
        x = torch.logcumsumexp(x, -1)
        return x


def get_inputs():
    return [torch.randn(21328, 32, 256)]


def get_init_inputs():
    return []
