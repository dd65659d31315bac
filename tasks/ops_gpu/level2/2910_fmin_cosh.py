"""torch.fmin -> torch.cosh: synthesised by warpgym synth (seed 7, index 4601, torch#2, dim 0 x1350)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.fmin -> torch.cosh"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.fmin(x, x1)
        x = torch.cosh(x)
        return x


def get_inputs():
    return [torch.randn(86400, 1024), torch.randn(86400, 1024)]


def get_init_inputs():
    return []
