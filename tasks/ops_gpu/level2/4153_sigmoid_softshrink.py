"""F.sigmoid -> F.softshrink: synthesised by warpgym synth (seed 7, index 6518, torch#2, dim 0 x4979)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.sigmoid -> F.softshrink"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.sigmoid(x)
        x = F.softshrink(x)
        return x


def get_inputs():
    return [torch.randn(1274624, 256)]


def get_init_inputs():
    return []
