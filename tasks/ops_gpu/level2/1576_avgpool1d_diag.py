"""F.avg_pool1d -> torch.diag: synthesised by warpgym synth (seed 7, index 2509, torch#2, dim 0 x10173)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.avg_pool1d -> torch.diag"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.avg_pool1d(x, 3)
        x = torch.diag(x)
        return x


def get_inputs():
    return [torch.randn(1302144, 256)]


def get_init_inputs():
    return []
