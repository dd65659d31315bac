"""F.hardshrink -> torch.nanmean: synthesised by warpgym synth (seed 7, index 1391, torch#2, dim 0 x703)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.hardshrink -> torch.nanmean"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.hardshrink(x)
        x = torch.nanmean(x)
        return x


def get_inputs():
    return [torch.randn(5624, 16, 32, 32)]


def get_init_inputs():
    return []
