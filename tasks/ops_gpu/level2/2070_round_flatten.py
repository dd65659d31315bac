"""torch.round -> torch.flatten: synthesised by warpgym synth (seed 7, index 3260, torch#2, dim 0 x3893)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.round -> torch.flatten"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.round(x)
        x = torch.flatten(x)
        return x


def get_inputs():
    return [torch.randn(31144, 64, 16, 16)]


def get_init_inputs():
    return []
