"""F.gelu -> torch.rad2deg: synthesised by warpgym synth (seed 7, index 4100, torch#2, dim 0 x7422)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.gelu -> torch.rad2deg"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.gelu(x)
        x = torch.rad2deg(x)
        return x


def get_inputs():
    return [torch.randn(14844, 8, 8, 16, 16)]


def get_init_inputs():
    return []
