"""F.mish -> torch.atan: synthesised by warpgym synth (seed 7, index 6810, torch#2, dim 0 x784)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.mish -> torch.atan"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.mish(x)
        x = torch.atan(x)
        return x


def get_inputs():
    return [torch.randn(12544, 32, 16, 16)]


def get_init_inputs():
    return []
