"""torch.expm1 -> F.cross_entropy: synthesised by warpgym synth (seed 7, index 2374, torch#2, dim 0 x5209)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.expm1 -> F.cross_entropy"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.expm1(x)
        x = F.cross_entropy(x, target=x1)
        return x


def get_inputs():
    return [torch.randn(333376, 1024), torch.randn(333376, 1024)]


def get_init_inputs():
    return []
