"""torch.atan -> torch.cumsum: synthesised by warpgym synth (seed 7, index 2117, torch#2, dim 0 x2776)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.atan -> torch.cumsum"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.atan(x)
        x = torch.cumsum(x, -1)
        return x


def get_inputs():
    return [torch.randn(11104, 16, 8, 8, 8)]


def get_init_inputs():
    return []
