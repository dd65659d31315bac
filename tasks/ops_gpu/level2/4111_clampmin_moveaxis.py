"""torch.clamp_min -> torch.moveaxis: synthesised by warpgym synth (seed 7, index 6464, torch#2, dim 0 x4011)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.clamp_min -> torch.moveaxis"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.clamp_min(x, 0.5)
        x = torch.moveaxis(x, 2, 1)
        return x


def get_inputs():
    return [torch.randn(64176, 64, 128)]


def get_init_inputs():
    return []
