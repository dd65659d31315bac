"""F.softplus: synthesised by warpgym synth (seed 7, index 5424, torch#1, dim 0 x3722)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.softplus"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.softplus(x)
        return x


def get_inputs():
    return [torch.randn(952832, 512)]


def get_init_inputs():
    return []
