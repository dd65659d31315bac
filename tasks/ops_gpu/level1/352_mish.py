"""F.mish: synthesised by warpgym synth (seed 7, index 5135, torch#1, dim 0 x3951)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.mish"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.mish(x)
        return x


def get_inputs():
    return [torch.randn(31608, 16, 32, 32)]


def get_init_inputs():
    return []
