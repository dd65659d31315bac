"""torch.trunc -> torch.negative: synthesised by warpgym synth (seed 7, index 5494, torch#2, dim 0 x1862)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.trunc -> torch.negative"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.trunc(x)
        x = torch.negative(x)
        return x


def get_inputs():
    return [torch.randn(14896, 256, 128)]


def get_init_inputs():
    return []
