"""F.avg_pool1d: synthesised by warpgym synth (seed 7, index 703, torch#1, dim 0 x8687)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.avg_pool1d"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.avg_pool1d(x, 3)
        return x


def get_inputs():
    return [torch.randn(555968, 1024)]


def get_init_inputs():
    return []
