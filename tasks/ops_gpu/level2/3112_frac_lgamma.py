"""torch.frac -> torch.lgamma: synthesised by warpgym synth (seed 7, index 4915, torch#2, dim 0 x4066)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.frac -> torch.lgamma"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.frac(x)
        x = torch.lgamma(x)
        return x


def get_inputs():
    return [torch.randn(1040896, 512)]


def get_init_inputs():
    return []
