"""torch.abs: synthesised by warpgym synth (seed 7, index 494, torch#1, dim 0 x3030)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.abs"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.abs(x)
        return x


def get_inputs():
    return [torch.randn(48480, 32, 256)]


def get_init_inputs():
    return []
