"""torch.clamp_max -> torch.digamma: synthesised by warpgym synth (seed 7, index 4009, torch#2, dim 0 x3918)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.clamp_max -> torch.digamma"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.clamp_max(x, 0.5)
        x = torch.digamma(x)
        return x


def get_inputs():
    return [torch.randn(62688, 64, 128)]


def get_init_inputs():
    return []
