"""torch.clamp_max -> F.silu: synthesised by warpgym synth (seed 7, index 3526, torch#2, dim 0 x1433)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.clamp_max -> F.silu"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.clamp_max(x, 0.5)
        x = F.silu(x)
        return x


def get_inputs():
    return [torch.randn(22928, 32, 256)]


def get_init_inputs():
    return []
