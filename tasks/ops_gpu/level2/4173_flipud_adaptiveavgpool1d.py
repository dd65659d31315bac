"""torch.flipud -> F.adaptive_avg_pool1d: synthesised by warpgym synth (seed 7, index 6555, torch#2, dim 0 x2892)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.flipud -> F.adaptive_avg_pool1d"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.flipud(x)
        x = F.adaptive_avg_pool1d(x, 4)
        return x


def get_inputs():
    return [torch.randn(185088, 1024)]


def get_init_inputs():
    return []
