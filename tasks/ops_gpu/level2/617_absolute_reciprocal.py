"""torch.absolute -> torch.reciprocal: synthesised by warpgym synth (seed 7, index 989, torch#2, dim 0 x2818)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.absolute -> torch.reciprocal"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.absolute(x)
        x = torch.reciprocal(x)
        return x


def get_inputs():
    return [torch.randn(5636, 8, 8, 16, 16)]


def get_init_inputs():
    return []
