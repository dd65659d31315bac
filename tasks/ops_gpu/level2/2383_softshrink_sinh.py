"""F.softshrink -> torch.sinh: synthesised by warpgym synth (seed 7, index 3760, torch#2, dim 0 x1381)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.softshrink -> torch.sinh"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.softshrink(x)
        x = torch.sinh(x)
        return x


def get_inputs():
    return [torch.randn(22096, 64, 128)]


def get_init_inputs():
    return []
