"""torch.floor -> torch.cos: synthesised by warpgym synth (seed 8, index 352, torch#2, dim 0 x3453)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.floor -> torch.cos"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.floor(x)
        x = torch.cos(x)
        return x


def get_inputs():
    return [torch.randn(55248, 32, 16, 16)]


def get_init_inputs():
    return []
