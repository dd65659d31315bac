"""F.hardsigmoid -> F.mish: synthesised by warpgym synth (seed 7, index 1629, torch#2, dim 0 x15087)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.hardsigmoid -> F.mish"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.hardsigmoid(x)
        x = F.mish(x)
        return x


def get_inputs():
    return [torch.randn(60348, 16, 8, 8, 8)]


def get_init_inputs():
    return []
