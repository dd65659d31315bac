"""F.hardswish -> F.pad: synthesised by warpgym synth (seed 7, index 2238, torch#2, dim 0 x734)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.hardswish -> F.pad"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.hardswish(x)
        x = F.pad(x, pad=[1, 1])
        return x


def get_inputs():
    return [torch.randn(5872, 256, 128)]


def get_init_inputs():
    return []
