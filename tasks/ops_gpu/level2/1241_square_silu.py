"""torch.square -> F.silu: synthesised by warpgym synth (seed 7, index 2004, torch#2, dim 0 x1222)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.square -> F.silu"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.square(x)
        x = F.silu(x)
        return x


def get_inputs():
    return [torch.randn(39104, 128, 64)]


def get_init_inputs():
    return []
