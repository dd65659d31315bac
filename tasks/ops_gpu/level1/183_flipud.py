"""torch.flipud: synthesised by warpgym synth (seed 7, index 2662, torch#1, dim 0 x12774)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.flipud"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.flipud(x)
        return x


def get_inputs():
    return [torch.randn(1635072, 256)]


def get_init_inputs():
    return []
