"""torch.cos: synthesised by warpgym synth (seed 7, index 6460, torch#1, dim 0 x3703)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.cos"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.cos(x)
        return x


def get_inputs():
    return [torch.randn(59248, 32, 16, 16)]


def get_init_inputs():
    return []
