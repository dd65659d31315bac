"""torch.narrow_copy -> torch.rad2deg: synthesised by warpgym synth (seed 7, index 6779, torch#2, dim 0 x3950)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.narrow_copy -> torch.rad2deg"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.narrow_copy(x, -1, 2, 2)
        x = torch.rad2deg(x)
        return x


def get_inputs():
    return [torch.randn(126400, 128, 64)]


def get_init_inputs():
    return []
