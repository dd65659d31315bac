"""torch.sgn -> F.mish: synthesised by warpgym synth (seed 7, index 2892, torch#2, dim 0 x8047)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.sgn -> F.mish"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.sgn(x)
        x = F.mish(x)
        return x


def get_inputs():
    return [torch.randn(515008, 1024)]


def get_init_inputs():
    return []
