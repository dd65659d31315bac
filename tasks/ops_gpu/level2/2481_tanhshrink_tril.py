"""F.tanhshrink -> torch.tril: synthesised by warpgym synth (seed 7, index 3920, torch#2, dim 0 x1246)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.tanhshrink -> torch.tril"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.tanhshrink(x)
        x = torch.tril(x)
        return x


def get_inputs():
    return [torch.randn(637952, 256)]


def get_init_inputs():
    return []
