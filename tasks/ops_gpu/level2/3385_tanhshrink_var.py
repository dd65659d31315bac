"""F.tanhshrink -> torch.var: synthesised by warpgym synth (seed 7, index 4631, torch#2, dim 0 x4797)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.tanhshrink -> torch.var"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.tanhshrink(x)
        x = torch.var(x)
        return x


def get_inputs():
    return [torch.randn(9594, 8, 8, 16, 16)]


def get_init_inputs():
    return []
