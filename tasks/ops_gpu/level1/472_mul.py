"""torch.mul: synthesised by warpgym synth (seed 8, index 276, torch#1, dim 0 x4950)."""
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
    return [torch.randn(316800, 1024), torch.randn(316800, 1024)]


def get_init_inputs():
    return []
