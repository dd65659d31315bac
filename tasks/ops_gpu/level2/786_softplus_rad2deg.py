"""F.softplus -> torch.rad2deg: synthesised by warpgym synth (seed 7, index 1272, torch#2, dim 0 x14777)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.softplus -> torch.rad2deg"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.softplus(x)
        x = torch.rad2deg(x)
        return x


def get_inputs():
    return [torch.randn(59108, 16, 8, 8, 8)]


def get_init_inputs():
    return []
