"""F.avg_pool3d: synthesised by warpgym synth (seed 7, index 506, torch#1, dim 0 x24924)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.avg_pool3d"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.avg_pool3d(x, 3)
        return x


def get_inputs():
    return [torch.randn(49848, 8, 8, 16, 16)]


def get_init_inputs():
    return []
