"""F.adaptive_avg_pool1d -> torch.diagonal: synthesised by warpgym synth (seed 9, index 434, torch#2, dim 0 x3626)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.adaptive_avg_pool1d -> torch.diagonal"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.adaptive_avg_pool1d(x, 4)
        x = torch.diagonal(x)
        return x


def get_inputs():
    return [torch.randn(1856512, 256)]


def get_init_inputs():
    return []
