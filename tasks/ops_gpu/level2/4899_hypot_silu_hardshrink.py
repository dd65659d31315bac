"""torch.hypot -> F.silu -> F.hardshrink: synthesised by warpgym synth (seed 9, index 266, torch#3, dim 0 x9904)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.hypot -> F.silu -> F.hardshrink"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.hypot(x, x1)
        x = F.silu(x)
        x = F.hardshrink(x)
        return x


def get_inputs():
    return [torch.randn(39616, 16, 8, 8, 8), torch.randn(39616, 16, 8, 8, 8)]


def get_init_inputs():
    return []
