"""torch.digamma -> torch.round: synthesised by warpgym synth (seed 7, index 2742, torch#2, dim 0 x3324)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.digamma -> torch.round"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.digamma(x)
        x = torch.round(x)
        return x


def get_inputs():
    return [torch.randn(26592, 64, 16, 16)]


def get_init_inputs():
    return []
