"""torch.sub -> F.avg_pool1d: synthesised by warpgym synth (seed 7, index 1948, torch#2, dim 0 x1976)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.sub -> F.avg_pool1d"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.sub(x, x1)
        x = F.avg_pool1d(x, 3)
        return x


def get_inputs():
    return [torch.randn(505856, 512), torch.randn(505856, 512)]


def get_init_inputs():
    return []
