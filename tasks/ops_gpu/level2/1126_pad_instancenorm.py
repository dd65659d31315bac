"""F.pad -> F.instance_norm: synthesised by warpgym synth (seed 7, index 1831, torch#2, dim 0 x1626)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.pad -> F.instance_norm"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.pad(x, pad=[1, 1])
        x = F.instance_norm(x)
        return x


def get_inputs():
    return [torch.randn(52032, 128, 64)]


def get_init_inputs():
    return []
