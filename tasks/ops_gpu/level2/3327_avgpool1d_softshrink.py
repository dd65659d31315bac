"""F.avg_pool1d -> F.softshrink: synthesised by warpgym synth (seed 7, index 5239, torch#2, dim 0 x9303)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.avg_pool1d -> F.softshrink"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.avg_pool1d(x, 3)
        x = F.softshrink(x)
        return x


def get_inputs():
    return [torch.randn(2381568, 256)]


def get_init_inputs():
    return []
