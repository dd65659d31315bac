"""F.gelu -> F.silu: synthesised by warpgym synth (seed 7, index 6469, torch#2, dim 0 x2011)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.gelu -> F.silu"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.gelu(x)
        x = F.silu(x)
        return x


def get_inputs():
    return [torch.randn(32176, 32, 256)]


def get_init_inputs():
    return []
