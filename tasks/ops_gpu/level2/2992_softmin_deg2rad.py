"""F.softmin -> torch.deg2rad: synthesised by warpgym synth (seed 7, index 4730, torch#2, dim 0 x4033)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.softmin -> torch.deg2rad"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.softmin(x)
        x = torch.deg2rad(x)
        return x


def get_inputs():
    return [torch.randn(64528, 32, 16, 16)]


def get_init_inputs():
    return []
