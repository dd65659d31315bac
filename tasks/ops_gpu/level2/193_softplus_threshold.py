"""F.softplus -> F.threshold: synthesised by warpgym synth (seed 7, index 301, torch#2, dim 0 x572)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.softplus -> F.threshold"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.softplus(x)
        x = F.threshold(x, threshold=0.5, value=0.5)
        return x


def get_inputs():
    return [torch.randn(18304, 128, 64)]


def get_init_inputs():
    return []
