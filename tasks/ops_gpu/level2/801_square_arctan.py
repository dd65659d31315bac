"""torch.square -> torch.arctan: synthesised by warpgym synth (seed 7, index 1295, torch#2, dim 0 x768)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.square -> torch.arctan"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.square(x)
        x = torch.arctan(x)
        return x


def get_inputs():
    return [torch.randn(12288, 32, 16, 16)]


def get_init_inputs():
    return []
