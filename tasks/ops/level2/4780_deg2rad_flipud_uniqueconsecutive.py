"""torch.deg2rad -> torch.flipud -> torch.unique_consecutive: synthesised by warpgym synth (seed 7, index 6269, torch#3)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.deg2rad -> torch.flipud -> torch.unique_consecutive"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.deg2rad(x)
        x = torch.flipud(x)
        x = torch.unique_consecutive(x)
        return x


def get_inputs():
    return [torch.randn(4, 16, 8, 8, 8)]


def get_init_inputs():
    return []
