"""F.avg_pool1d -> torch.digamma: synthesised by warpgym synth (seed 7, index 3632, torch#2, dim 0 x22649)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.avg_pool1d -> torch.digamma"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.avg_pool1d(x, 3)
        x = torch.digamma(x)
        return x


def get_inputs():
    return [torch.randn(2899072, 256)]


def get_init_inputs():
    return []
