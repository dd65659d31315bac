"""torch.lgamma -> torch.expm1: synthesised by warpgym synth (seed 8, index 392, torch#2, dim 0 x6955)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.lgamma -> torch.expm1"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.lgamma(x)
        x = torch.expm1(x)
        return x


def get_inputs():
    return [torch.randn(890240, 256)]


def get_init_inputs():
    return []
