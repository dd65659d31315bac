"""F.avg_pool3d -> torch.msort: synthesised by warpgym synth (seed 7, index 2769, torch#2, dim 0 x6273)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.avg_pool3d -> torch.msort"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.avg_pool3d(x, 3)
        x = torch.msort(x)
        return x


def get_inputs():
    return [torch.randn(25092, 32, 32, 32)]


def get_init_inputs():
    return []
