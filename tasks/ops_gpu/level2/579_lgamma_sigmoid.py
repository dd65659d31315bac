"""torch.lgamma -> F.sigmoid: synthesised by warpgym synth (seed 7, index 935, torch#2, dim 0 x7415)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.lgamma -> F.sigmoid"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.lgamma(x)
        x = F.sigmoid(x)
        return x


def get_inputs():
    return [torch.randn(14830, 8, 8, 16, 16)]


def get_init_inputs():
    return []
