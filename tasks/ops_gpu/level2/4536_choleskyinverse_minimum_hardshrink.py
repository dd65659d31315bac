"""torch.cholesky_inverse -> torch.minimum -> F.hardshrink: synthesised by warpgym synth (seed 8, index 157, torch#3, dim 0 x552)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.cholesky_inverse -> torch.minimum -> F.hardshrink"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.cholesky_inverse(x)
        x = torch.minimum(x, x1)
        x = F.hardshrink(x)
        return x


def get_inputs():
    return [torch.randn(4416, 16, 32, 32), torch.randn(4416, 16, 32, 32)]


def get_init_inputs():
    return []
