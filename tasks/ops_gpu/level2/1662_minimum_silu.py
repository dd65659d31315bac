"""torch.minimum -> F.silu: synthesised by warpgym synth (seed 7, index 2635, torch#2, dim 0 x2662)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.minimum -> F.silu"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.minimum(x, x1)
        x = F.silu(x)
        return x


def get_inputs():
    return [torch.randn(42592, 32, 256), torch.randn(42592, 32, 256)]


def get_init_inputs():
    return []
