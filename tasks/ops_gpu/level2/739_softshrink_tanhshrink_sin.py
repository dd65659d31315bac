"""F.softshrink -> F.tanhshrink -> torch.sin: synthesised by warpgym synth (seed 7, index 1194, torch#3, dim 0 x4109)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.softshrink -> F.tanhshrink -> torch.sin"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.softshrink(x)
        x = F.tanhshrink(x)
        x = torch.sin(x)
        return x


def get_inputs():
    return [torch.randn(525952, 256)]


def get_init_inputs():
    return []
