"""F.pad -> F.normalize: synthesised by warpgym synth (seed 8, index 399, torch#2, dim 0 x3955)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.pad -> F.normalize"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.pad(x, pad=[1, 1])
        x = F.normalize(x)
        return x


def get_inputs():
    return [torch.randn(1012480, 256)]


def get_init_inputs():
    return []
