"""torch.expm1 -> F.silu: synthesised by warpgym synth (seed 7, index 4988, torch#2, dim 0 x2268)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.expm1 -> F.silu"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.expm1(x)
        x = F.silu(x)
        return x


def get_inputs():
    return [torch.randn(580608, 256)]


def get_init_inputs():
    return []
