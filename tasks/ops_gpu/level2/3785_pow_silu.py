"""torch.pow -> F.silu: synthesised by warpgym synth (seed 7, index 5940, torch#2, dim 0 x14282)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.pow -> F.silu"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.pow(x, 2.0)
        x = F.silu(x)
        return x


def get_inputs():
    return [torch.randn(28564, 8, 8, 16, 16)]


def get_init_inputs():
    return []
