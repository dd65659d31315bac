"""torch.mul: synthesised by warpgym synth (seed 7, index 1839, torch#1, dim 0 x1715)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.mul"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.mul(x, x1)
        return x


def get_inputs():
    return [torch.randn(13720, 64, 16, 16), torch.randn(13720, 64, 16, 16)]


def get_init_inputs():
    return []
