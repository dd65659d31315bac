"""F.adaptive_avg_pool1d -> torch.absolute: synthesised by warpgym synth (seed 7, index 2977, torch#2, dim 0 x3219)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.adaptive_avg_pool1d -> torch.absolute"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.adaptive_avg_pool1d(x, 4)
        x = torch.absolute(x)
        return x


def get_inputs():
    return [torch.randn(1648128, 256)]


def get_init_inputs():
    return []
