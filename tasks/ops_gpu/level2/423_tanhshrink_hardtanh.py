"""F.tanhshrink -> F.hardtanh: synthesised by warpgym synth (seed 7, index 672, torch#2, dim 0 x1281)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.tanhshrink -> F.hardtanh"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.tanhshrink(x)
        x = F.hardtanh(x)
        return x


def get_inputs():
    return [torch.randn(327936, 512)]


def get_init_inputs():
    return []
