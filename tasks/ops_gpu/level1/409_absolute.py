"""torch.absolute: synthesised by warpgym synth (seed 7, index 6112, torch#1, dim 0 x4033)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.absolute"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.absolute(x)
        return x


def get_inputs():
    return [torch.randn(64528, 32, 16, 16)]


def get_init_inputs():
    return []
