"""torch.rad2deg: synthesised by warpgym synth (seed 7, index 727, torch#1, dim 0 x2973)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.rad2deg"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.rad2deg(x)
        return x


def get_inputs():
    return [torch.randn(23784, 64, 16, 16)]


def get_init_inputs():
    return []
