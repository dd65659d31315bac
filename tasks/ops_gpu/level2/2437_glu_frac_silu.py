"""F.glu -> torch.frac -> F.silu: synthesised by warpgym synth (seed 7, index 3848, torch#3, dim 0 x1496)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.glu -> torch.frac -> F.silu"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.glu(x)
        x = torch.frac(x)
        x = F.silu(x)
        return x


def get_inputs():
    return [torch.randn(11968, 64, 16, 16)]


def get_init_inputs():
    return []
