"""F.softmin -> torch.moveaxis: synthesised by warpgym synth (seed 7, index 5326, torch#2, dim 0 x4050)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.softmin -> torch.moveaxis"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.softmin(x)
        x = torch.moveaxis(x, 2, 1)
        return x


def get_inputs():
    return [torch.randn(32400, 16, 32, 32)]


def get_init_inputs():
    return []
