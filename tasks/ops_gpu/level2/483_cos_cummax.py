"""torch.cos -> torch.cummax: synthesised by warpgym synth (seed 7, index 766, torch#2, dim 0 x1930)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.cos -> torch.cummax"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.cos(x)
        x = torch.cummax(x, -1)[0]
        return x


def get_inputs():
    return [torch.randn(15440, 64, 16, 16)]


def get_init_inputs():
    return []
