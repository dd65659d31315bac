"""torch.cosh -> F.silu: synthesised by warpgym synth (seed 7, index 1266, torch#2, dim 0 x2374)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.cosh -> F.silu"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.cosh(x)
        x = F.silu(x)
        return x


def get_inputs():
    return [torch.randn(1215488, 256)]


def get_init_inputs():
    return []
