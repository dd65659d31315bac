"""F.silu -> torch.select: synthesised by warpgym synth (seed 7, index 3500, torch#2, dim 0 x2484)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.silu -> torch.select"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.silu(x)
        x = torch.select(x, -1, 2)
        return x


def get_inputs():
    return [torch.randn(19872, 64, 16, 16)]


def get_init_inputs():
    return []
