"""torch.inner -> torch.floor: synthesised by warpgym synth (seed 7, index 1471, torch#2, dim 0 x27)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.inner -> torch.floor"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.inner(x, x1)
        x = torch.floor(x)
        return x


def get_inputs():
    return [torch.randn(432, 64, 128), torch.randn(432, 64, 128)]


def get_init_inputs():
    return []
