"""torch.inner -> F.mish: synthesised by warpgym synth (seed 7, index 251, torch#2, dim 0 x91)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.inner -> F.mish"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.inner(x, x1)
        x = F.mish(x)
        return x


def get_inputs():
    return [torch.randn(5824, 1024), torch.randn(5824, 1024)]


def get_init_inputs():
    return []
