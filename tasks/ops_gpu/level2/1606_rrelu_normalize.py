"""F.rrelu -> F.normalize: synthesised by warpgym synth (seed 7, index 2547, torch#2, dim 0 x6163)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.rrelu -> F.normalize"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.rrelu(x)
        x = F.normalize(x)
        return x


def get_inputs():
    return [torch.randn(1577728, 256)]


def get_init_inputs():
    return []
