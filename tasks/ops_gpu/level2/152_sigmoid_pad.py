"""F.sigmoid -> F.pad: synthesised by warpgym synth (seed 7, index 232, torch#2, dim 0 x456)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.sigmoid -> F.pad"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.sigmoid(x)
        x = F.pad(x, pad=[1, 1])
        return x


def get_inputs():
    return [torch.randn(14592, 128, 64)]


def get_init_inputs():
    return []
