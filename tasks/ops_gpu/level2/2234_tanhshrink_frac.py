"""F.tanhshrink -> torch.frac: synthesised by warpgym synth (seed 7, index 3539, torch#2, dim 0 x871)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.tanhshrink -> torch.frac"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.tanhshrink(x)
        x = torch.frac(x)
        return x


def get_inputs():
    return [torch.randn(3484, 32, 32, 32)]


def get_init_inputs():
    return []
