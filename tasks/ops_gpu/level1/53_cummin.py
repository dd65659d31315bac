"""torch.cummin: synthesised by warpgym synth (seed 7, index 710, torch#1, dim 0 x3246)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.cummin"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.cummin(x, -1)[0]
        return x


def get_inputs():
    return [torch.randn(25968, 64, 16, 16)]


def get_init_inputs():
    return []
