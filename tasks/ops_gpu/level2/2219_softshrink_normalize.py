"""F.softshrink -> F.normalize: synthesised by warpgym synth (seed 7, index 3517, torch#2, dim 0 x2089)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.softshrink -> F.normalize"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.softshrink(x)
        x = F.normalize(x)
        return x


def get_inputs():
    return [torch.randn(1069568, 256)]


def get_init_inputs():
    return []
