"""torch.rot90: synthesised by warpgym synth (seed 7, index 6548, torch#1, dim 0 x1026)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.rot90"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.rot90(x)
        return x


def get_inputs():
    return [torch.randn(32832, 128, 64)]


def get_init_inputs():
    return []
