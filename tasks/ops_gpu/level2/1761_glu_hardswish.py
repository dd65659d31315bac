"""F.glu -> F.hardswish: synthesised by warpgym synth (seed 7, index 2791, torch#2, dim 0 x4221)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.glu -> F.hardswish"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.glu(x)
        x = F.hardswish(x)
        return x


def get_inputs():
    return [torch.randn(67536, 64, 128)]


def get_init_inputs():
    return []
