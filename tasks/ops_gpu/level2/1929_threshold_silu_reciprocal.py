"""F.threshold -> F.silu -> torch.reciprocal: synthesised by warpgym synth (seed 7, index 3052, torch#3, dim 0 x1960)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.threshold -> F.silu -> torch.reciprocal"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.threshold(x, threshold=0.5, value=0.5)
        x = F.silu(x)
        x = torch.reciprocal(x)
        return x


def get_inputs():
    return [torch.randn(15680, 256, 128)]


def get_init_inputs():
    return []
