"""F.tanhshrink -> F.mish: synthesised by warpgym synth (seed 7, index 565, torch#2, dim 0 x1295)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.tanhshrink -> F.mish"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.tanhshrink(x)
        x = F.mish(x)
        return x


def get_inputs():
    return [torch.randn(663040, 256)]


def get_init_inputs():
    return []
