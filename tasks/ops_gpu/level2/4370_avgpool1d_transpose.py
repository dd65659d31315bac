"""F.avg_pool1d -> torch.transpose: synthesised by warpgym synth (seed 7, index 6863, torch#2, dim 0 x10589)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.avg_pool1d -> torch.transpose"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.avg_pool1d(x, 3)
        x = torch.transpose(x, -1, -2)
        return x


def get_inputs():
    return [torch.randn(677696, 1024)]


def get_init_inputs():
    return []
