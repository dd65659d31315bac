"""torch.cosh -> F.normalize: synthesised by warpgym synth (seed 7, index 2401, torch#2, dim 0 x1210)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.cosh -> F.normalize"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.cosh(x)
        x = F.normalize(x)
        return x


def get_inputs():
    return [torch.randn(9680, 16, 32, 32)]


def get_init_inputs():
    return []
