"""torch.multiply -> torch.frac: synthesised by warpgym synth (seed 7, index 6349, torch#2, dim 0 x2548)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.multiply -> torch.frac"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.multiply(x, x1)
        x = torch.frac(x)
        return x


def get_inputs():
    return [torch.randn(10192, 32, 32, 32), torch.randn(10192, 32, 32, 32)]


def get_init_inputs():
    return []
