"""torch.digamma -> torch.asinh: synthesised by warpgym synth (seed 7, index 3690, torch#2, dim 0 x3478)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.digamma -> torch.asinh"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.digamma(x)
        x = torch.asinh(x)
        return x


def get_inputs():
    return [torch.randn(55648, 32, 16, 16)]


def get_init_inputs():
    return []
