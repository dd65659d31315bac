"""F.softsign -> F.threshold: synthesised by warpgym synth (seed 7, index 2718, torch#2, dim 0 x1832)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.softsign -> F.threshold"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.softsign(x)
        x = F.threshold(x, threshold=0.5, value=0.5)
        return x


def get_inputs():
    return [torch.randn(14656, 64, 16, 16)]


def get_init_inputs():
    return []
