"""torch.deg2rad: synthesised by warpgym synth (seed 9, index 736, torch#1, dim 0 x1675)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.deg2rad"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.deg2rad(x)
        return x


def get_inputs():
    return [torch.randn(13400, 256, 128)]


def get_init_inputs():
    return []
