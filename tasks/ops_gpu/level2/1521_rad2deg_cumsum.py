"""torch.rad2deg -> torch.cumsum: synthesised by warpgym synth (seed 7, index 2435, torch#2, dim 0 x3099)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.rad2deg -> torch.cumsum"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.rad2deg(x)
        x = torch.cumsum(x, -1)
        return x


def get_inputs():
    return [torch.randn(24792, 64, 16, 16)]


def get_init_inputs():
    return []
