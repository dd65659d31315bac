"""torch.sin -> F.silu: synthesised by warpgym synth (seed 7, index 113, torch#2, dim 0 x14834)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.sin -> F.silu"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.sin(x)
        x = F.silu(x)
        return x


def get_inputs():
    return [torch.randn(1898752, 256)]


def get_init_inputs():
    return []
