"""F.mish -> F.softmin: synthesised by warpgym synth (seed 7, index 1502, torch#2, dim 0 x966)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.mish -> F.softmin"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.mish(x)
        x = F.softmin(x)
        return x


def get_inputs():
    return [torch.randn(7728, 64, 16, 16)]


def get_init_inputs():
    return []
