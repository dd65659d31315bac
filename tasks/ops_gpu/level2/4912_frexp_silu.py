"""torch.frexp -> F.silu: synthesised by warpgym synth (seed 9, index 296, torch#2, dim 0 x2658)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.frexp -> F.silu"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.frexp(x)[0]
        x = F.silu(x)
        return x


def get_inputs():
    return [torch.randn(21264, 64, 16, 16)]


def get_init_inputs():
    return []
