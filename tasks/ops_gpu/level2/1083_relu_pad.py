"""F.relu -> F.pad: synthesised by warpgym synth (seed 7, index 1760, torch#2, dim 0 x6522)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.relu -> F.pad"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.relu(x)
        x = F.pad(x, pad=[1, 1])
        return x


def get_inputs():
    return [torch.randn(26088, 16, 8, 8, 8)]


def get_init_inputs():
    return []
