"""torch.lgamma: synthesised by warpgym synth (seed 8, index 385, torch#1, dim 0 x4081)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.lgamma"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.lgamma(x)
        return x


def get_inputs():
    return [torch.randn(65296, 64, 128)]


def get_init_inputs():
    return []
